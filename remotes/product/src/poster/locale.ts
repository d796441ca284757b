export default {
  'en-US': {
    'poster.alt': 'Poster',
    'poster.none': 'No poster',
    'poster.unreachable': 'The poster cannot be loaded from this address',
  },
  'zh-CN': {
    'poster.alt': '海报',
    'poster.none': '无海报',
    'poster.unreachable': '无法从此地址加载海报',
  },
};
