export default {
  'en-US': {
    'package.title': 'Title',
    'package.code': 'Code',
    'package.code.hint': 'Lower-case letters, digits and dashes',
    'package.remark': 'Remark',
    'package.noun': 'entry',
    'package.empty': 'No entries yet',
  },
  'zh-CN': {
    'package.title': '标题',
    'package.code': '编码',
    'package.code.hint': '小写字母、数字和连字符',
    'package.remark': '备注',
    'package.noun': '条目',
    'package.empty': '暂无条目',
  },
};
