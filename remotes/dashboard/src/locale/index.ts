import workplace from '../pages/workplace/locale';

// One place that gathers the messages of every page of this remote.
export const dashboardMessages = {
  'en-US': { ...workplace['en-US'] },
  'zh-CN': { ...workplace['zh-CN'] },
};
