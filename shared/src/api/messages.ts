// Texts the base query shows: its error toasts and the sign-in over the page when a session
// ends (the api's 401 says why: reason). The English values are the product's fixed wording;
// change them only on purpose.
export const requestMessages = {
  'en-US': {
    'shared.request.error': 'Error',
    'shared.request.requestError': 'Request Error',
    'shared.session.signedOut.title': 'Signed out elsewhere',
    'shared.session.signedOut.content':
      'This session was signed out in another tab or window, or by a password change. Sign in again to carry on: what you typed on this page stays.',
    'shared.session.disabled.title': 'Account disabled',
    'shared.session.disabled.content':
      'An administrator disabled this account. Once it is enabled again, sign in to carry on: what you typed on this page stays.',
    'shared.session.expired.title': 'Session expired',
    'shared.session.expired.content':
      'Your session has expired. Sign in again to carry on: what you typed on this page stays.',
    'shared.session.ended.title': 'Session ended',
    'shared.session.ended.content':
      'Your session has ended. Sign in again to carry on: what you typed on this page stays.',
    'shared.session.username': 'Username',
    'shared.session.username.required': 'Enter your username',
    'shared.session.password': 'Password',
    'shared.session.password.required': 'Enter your password',
    'shared.session.wrongPassword': 'Incorrect password',
    'shared.session.signIn': 'Sign in',
    'shared.session.signOut': 'Sign out',
  },
  'zh-CN': {
    'shared.request.error': '错误',
    'shared.request.requestError': '请求错误',
    'shared.session.signedOut.title': '已在别处登出',
    'shared.session.signedOut.content':
      '此会话已在其他标签页或窗口中登出，或因密码修改而结束。重新登录即可继续，本页已填写的内容会保留。',
    'shared.session.disabled.title': '账号已停用',
    'shared.session.disabled.content': '管理员停用了此账号。账号重新启用后，登录即可继续，本页已填写的内容会保留。',
    'shared.session.expired.title': '会话已过期',
    'shared.session.expired.content': '您的会话已过期。重新登录即可继续，本页已填写的内容会保留。',
    'shared.session.ended.title': '会话已结束',
    'shared.session.ended.content': '您的会话已结束。重新登录即可继续，本页已填写的内容会保留。',
    'shared.session.username': '用户名',
    'shared.session.username.required': '请输入用户名',
    'shared.session.password': '密码',
    'shared.session.password.required': '请输入密码',
    'shared.session.wrongPassword': '密码错误',
    'shared.session.signIn': '登录',
    'shared.session.signOut': '退出登录',
  },
};
