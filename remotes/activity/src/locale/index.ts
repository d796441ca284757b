// Every text of this remote: each page's own (`pages/<folder>/locale.ts` of each screen the
// catalogue gives this remote, found by its folder: a new page needs no line here).
// Keys start with the page's name (`list.`, `drawprize.`), so pages never collide.
import { pageTexts } from '@backoffice/shared/routes';
import remotePackage from '../../package.json';

export const activityMessages = pageTexts(
  { name: remotePackage.name, federation: remotePackage.federation },
  // a context of every page's locale.ts for webpack, a plain require for jest
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (folder) => require(`../pages/${folder}/locale.ts`).default,
);
