// The one module this remote exposes (`./routes`): a page for each screen the catalogue gives
// its groups (package.json `federation.prefixes`), each page a lazy chunk of its folder
// (`pages/<screen key>/index.tsx`), named, routed and guarded as the catalogue says; and its
// texts. A new screen is its catalogue line and its folder: nothing to add here. The host never
// imports anything else of it.
import { remoteRoutes } from '@backoffice/shared/routes';
import remotePackage from '../package.json';
import { activityMessages } from './locale';

export default remoteRoutes(
  { name: remotePackage.name, federation: remotePackage.federation },
  {
    page: (folder) => import(/* webpackChunkName: "page-[request]" */ `./pages/${folder}/index.tsx`),
    messages: activityMessages,
  },
);
