import category from '../pages/category/locale';
import comments from '../pages/comments/locale';
import commentsFollow from '../pages/comments-follow/locale';
import label from '../pages/label/locale';
import list from '../pages/list/locale';
import online from '../pages/online/locale';
import poster from '../poster/locale';
import texts from '../texts/locale';

// One place that gathers the messages of every page of this remote (and of the poster and texts they share). Keys start with the
// page's name (`drama.`, `productLabel.`), so pages never collide.
const pages = [list, category, label, comments, commentsFollow, online, poster, texts];

export const productMessages = {
  'en-US': Object.assign({}, ...pages.map((page) => page['en-US'])) as Record<string, string>,
  'zh-CN': Object.assign({}, ...pages.map((page) => page['zh-CN'])) as Record<string, string>,
};
