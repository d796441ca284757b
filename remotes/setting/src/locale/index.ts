import account from '../pages/account/locale';
import config from '../pages/config/locale';
import exportRecord from '../pages/export-record/locale';
import menu from '../pages/menu/locale';
import role from '../pages/role/locale';
import user from '../pages/user/locale';

// One place that gathers the messages of every page of this remote. Keys start with the
// page's name (`settingUser.`…), so pages never collide.
const pages = [user, account, role, menu, config, exportRecord];

export const settingMessages = {
  'en-US': Object.assign({}, ...pages.map((page) => page['en-US'])) as Record<string, string>,
  'zh-CN': Object.assign({}, ...pages.map((page) => page['zh-CN'])) as Record<string, string>,
};
