export default {
  'en-US': {
    'packageAward.title': 'Title',
    'packageAward.code': 'Code',
    'packageAward.code.hint': 'Lower-case letters, digits and dashes',
    'packageAward.remark': 'Remark',
    'packageAward.noun': 'entry',
    'packageAward.empty': 'No entries yet',
  },
  'zh-CN': {
    'packageAward.title': '标题',
    'packageAward.code': '编码',
    'packageAward.code.hint': '小写字母、数字和连字符',
    'packageAward.remark': '备注',
    'packageAward.noun': '条目',
    'packageAward.empty': '暂无条目',
  },
};
