import feedlabel from '../pages/feedlabel/locale';
import list from '../pages/list/locale';
import product from '../pages/product/locale';
import productDetail from '../pages/product-detail/locale';

// One place that gathers the messages of every page of this remote. Keys start with the
// page's name (`userList.`, `wallet.`), so pages never collide.
const pages = [list, feedlabel, product, productDetail];

export const userMessages = {
  'en-US': Object.assign({}, ...pages.map((page) => page['en-US'])) as Record<string, string>,
  'zh-CN': Object.assign({}, ...pages.map((page) => page['zh-CN'])) as Record<string, string>,
};
