export const projectMessages = {
  'en-US': {
    'shared.project.all': 'All projects',
  },
  'zh-CN': {
    'shared.project.all': '全部项目',
  },
};
