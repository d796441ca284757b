// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { dashboardMessages } from './locale';
import { prefetchWorkplace } from './pages/workplace/workplaceApi';

// Each page: its chunk (`load`, which the host may start before the page renders) and its
// first data request (`prefetch`: the endpoints are small and live in this module's chunk, so
// the host can ask for the data while the page's chunk is still on its way).
const loadWorkplace = () => import(/* webpackChunkName: "workplace" */ './pages/workplace');

const routes: RemoteRoutes = {
  name: 'dashboard',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    {
      path: '/dashboard/workplace',
      name: 'dashboard/workplace',
      component: lazy(loadWorkplace),
      load: loadWorkplace,
      prefetch: prefetchWorkplace,
    },
  ],
  messages: dashboardMessages,
};

export default routes;
