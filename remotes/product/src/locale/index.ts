import category from '../pages/category/locale';
import label from '../pages/label/locale';
import list from '../pages/list/locale';
import poster from '../poster/locale';

// One place that gathers the messages of every page of this remote (and of the poster they share). Keys start with the
// page's name (`drama.`, `productLabel.`), so pages never collide.
const pages = [list, category, label, poster];

export const productMessages = {
  'en-US': Object.assign({}, ...pages.map((page) => page['en-US'])) as Record<string, string>,
  'zh-CN': Object.assign({}, ...pages.map((page) => page['zh-CN'])) as Record<string, string>,
};
