export const permissionMessages = {
  'en-US': {
    'shared.permission.needRoles': "need roles! Like value={['admin','user']}",
  },
  'zh-CN': {
    'shared.permission.needRoles': "需要角色！例如 value={['admin','user']}",
  },
};
