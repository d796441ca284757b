export default {
  'en-US': {
    'topupRecord.title': 'Title',
    'topupRecord.code': 'Code',
    'topupRecord.code.hint': 'Lower-case letters, digits and dashes',
    'topupRecord.remark': 'Remark',
    'topupRecord.noun': 'entry',
    'topupRecord.empty': 'No entries yet',
  },
  'zh-CN': {
    'topupRecord.title': '标题',
    'topupRecord.code': '编码',
    'topupRecord.code.hint': '小写字母、数字和连字符',
    'topupRecord.remark': '备注',
    'topupRecord.noun': '条目',
    'topupRecord.empty': '暂无条目',
  },
};
