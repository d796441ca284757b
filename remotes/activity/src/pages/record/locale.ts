export default {
  'en-US': {
    'record.title': 'Title',
    'record.code': 'Code',
    'record.code.hint': 'Lower-case letters, digits and dashes',
    'record.remark': 'Remark',
    'record.noun': 'entry',
    'record.empty': 'No entries yet',
  },
  'zh-CN': {
    'record.title': '标题',
    'record.code': '编码',
    'record.code.hint': '小写字母、数字和连字符',
    'record.remark': '备注',
    'record.noun': '条目',
    'record.empty': '暂无条目',
  },
};
