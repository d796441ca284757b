export default {
  'en-US': {
    'list.title': 'Title',
    'list.code': 'Code',
    'list.code.hint': 'Lower-case letters, digits and dashes',
    'list.remark': 'Remark',
    'list.noun': 'entry',
    'list.empty': 'No entries yet',
  },
  'zh-CN': {
    'list.title': '标题',
    'list.code': '编码',
    'list.code.hint': '小写字母、数字和连字符',
    'list.remark': '备注',
    'list.noun': '条目',
    'list.empty': '暂无条目',
  },
};
