// The login page's texts. The page runs in two bundles, the login island (index.html's own small
// script) and the host's /login route, and the first has no react-intl: plain strings, read by key.
import type { Locale } from '@backoffice/shared/firstPaint';

const enUS = {
  'login.title': 'Sign in to Backoffice',
  'login.subtitle': 'Operations, content and customer service for your short-drama apps',
  'login.banner.title': 'Run every project from one place',
  'login.banner.text': 'Dramas, users, deals, activities and customer service, across projects and languages.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.username.required': 'Username cannot be empty',
  'login.password.required': 'Password cannot be empty',
  'login.remember': 'Remember password',
  'login.forgot': 'Forgot password',
  'login.forgot.help': 'Ask an administrator of your project to reset your password.',
  'login.noAccount': 'No account? An administrator creates it in System → Staff users.',
  'login.submit': 'Sign in',
  'login.error': 'Login error, refresh and try again',
  'login.success': 'welcome to use',
  'login.password.show': 'Show password',
};

export type LoginMessageId = keyof typeof enUS;

const zhCN: Record<LoginMessageId, string> = {
  'login.title': '登录 Backoffice',
  'login.subtitle': '短剧应用的运营、内容与客服后台',
  'login.banner.title': '一个后台，管理所有项目',
  'login.banner.text': '短剧、用户、交易、活动与客服，多项目、多语言。',
  'login.username': '用户名',
  'login.password': '密码',
  'login.username.required': '用户名不能为空',
  'login.password.required': '密码不能为空',
  'login.remember': '记住密码',
  'login.forgot': '忘记密码',
  'login.forgot.help': '请联系项目管理员重置密码。',
  'login.noAccount': '没有账号？请管理员在 系统设置 → 员工账号 中创建。',
  'login.submit': '登录',
  'login.error': '登录出错，请刷新重试',
  'login.success': '欢迎使用',
  'login.password.show': '显示密码',
};

export const loginMessages: Record<Locale, Record<LoginMessageId, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
