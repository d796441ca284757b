// The one module this remote exposes (`./routes`): a page for each screen the catalogue gives
// its groups (package.json `federation.prefixes`), each page a lazy chunk of its folder
// (`pages/<screen key>/index.tsx`), named, routed and guarded as the catalogue says; and its
// texts. A new screen is its catalogue line and its folder: nothing to add here. The host never
// imports anything else of it.
// A page whose data the host may ask for while its chunk is on its way gives `prefetch` (its
// endpoints are small and live in this module's chunk).
import { remoteRoutes } from '@backoffice/shared/routes';
import remotePackage from '../package.json';
import { dashboardMessages } from './locale';
import { prefetchWorkplace } from './pages/workplace/workplaceApi';

export default remoteRoutes(
  { name: remotePackage.name, federation: remotePackage.federation },
  {
    page: (folder) => import(/* webpackChunkName: "page-[request]" */ `./pages/${folder}/index.tsx`),
    messages: dashboardMessages,
    prefetch: { 'dashboard/workplace': prefetchWorkplace },
  },
);
