// Texts the base query shows: its error toasts and the logout dialog. The English values
// are the product's fixed wording; change them only on purpose.
export const requestMessages = {
  'en-US': {
    'shared.request.error': 'Error',
    'shared.request.requestError': 'Request Error',
    'shared.logout.title': 'Confirm logout',
    'shared.logout.content': 'You have been logged out, you can cancel to stay on this page, or log in again',
    'shared.logout.reLogin': 'Re-Login',
    'shared.logout.cancel': 'Cancel',
  },
  'zh-CN': {
    'shared.request.error': '错误',
    'shared.request.requestError': '请求错误',
    'shared.logout.title': '确认登出',
    'shared.logout.content': '您已被登出，可以取消以继续留在该页面，或者重新登录',
    'shared.logout.reLogin': '重新登录',
    'shared.logout.cancel': '取消',
  },
};
