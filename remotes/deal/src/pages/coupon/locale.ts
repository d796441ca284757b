export default {
  'en-US': {
    'coupon.title': 'Title',
    'coupon.code': 'Code',
    'coupon.code.hint': 'Lower-case letters, digits and dashes',
    'coupon.remark': 'Remark',
    'coupon.noun': 'entry',
    'coupon.empty': 'No entries yet',
  },
  'zh-CN': {
    'coupon.title': '标题',
    'coupon.code': '编码',
    'coupon.code.hint': '小写字母、数字和连字符',
    'coupon.remark': '备注',
    'coupon.noun': '条目',
    'coupon.empty': '暂无条目',
  },
};
