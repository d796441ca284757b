export default {
  'en-US': {
    'drawprize.title': 'Title',
    'drawprize.code': 'Code',
    'drawprize.code.hint': 'Lower-case letters, digits and dashes',
    'drawprize.remark': 'Remark',
    'drawprize.noun': 'entry',
    'drawprize.empty': 'No entries yet',
  },
  'zh-CN': {
    'drawprize.title': '标题',
    'drawprize.code': '编码',
    'drawprize.code.hint': '小写字母、数字和连字符',
    'drawprize.remark': '备注',
    'drawprize.noun': '条目',
    'drawprize.empty': '暂无条目',
  },
};
