export default {
  'en-US': {
    'fastpackagetemplate.title': 'Title',
    'fastpackagetemplate.code': 'Code',
    'fastpackagetemplate.code.hint': 'Lower-case letters, digits and dashes',
    'fastpackagetemplate.remark': 'Remark',
    'fastpackagetemplate.noun': 'entry',
    'fastpackagetemplate.empty': 'No entries yet',
  },
  'zh-CN': {
    'fastpackagetemplate.title': '标题',
    'fastpackagetemplate.code': '编码',
    'fastpackagetemplate.code.hint': '小写字母、数字和连字符',
    'fastpackagetemplate.remark': '备注',
    'fastpackagetemplate.noun': '条目',
    'fastpackagetemplate.empty': '暂无条目',
  },
};
