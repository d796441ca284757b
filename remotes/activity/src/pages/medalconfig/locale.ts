export default {
  'en-US': {
    'medalconfig.title': 'Title',
    'medalconfig.code': 'Code',
    'medalconfig.code.hint': 'Lower-case letters, digits and dashes',
    'medalconfig.remark': 'Remark',
    'medalconfig.noun': 'entry',
    'medalconfig.empty': 'No entries yet',
  },
  'zh-CN': {
    'medalconfig.title': '标题',
    'medalconfig.code': '编码',
    'medalconfig.code.hint': '小写字母、数字和连字符',
    'medalconfig.remark': '备注',
    'medalconfig.noun': '条目',
    'medalconfig.empty': '暂无条目',
  },
};
