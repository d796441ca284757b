// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { dashboardMessages } from './locale';

const routes: RemoteRoutes = {
  name: 'dashboard',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    {
      path: '/dashboard/workplace',
      name: 'dashboard/workplace',
      component: lazy(() => import(/* webpackChunkName: "workplace" */ './pages/workplace')),
    },
  ],
  messages: dashboardMessages,
};

export default routes;
