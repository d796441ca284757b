// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { settingMessages } from './locale';

const routes: RemoteRoutes = {
  name: 'setting',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    { path: '/setting/user', name: 'setting/user', component: lazy(() => import(/* webpackChunkName: "setting-user" */ './pages/user')) },
    { path: '/setting/account', name: 'setting/account', component: lazy(() => import(/* webpackChunkName: "setting-account" */ './pages/account')) },
    { path: '/setting/role', name: 'setting/role', component: lazy(() => import(/* webpackChunkName: "setting-role" */ './pages/role')) },
    { path: '/setting/menu', name: 'setting/menu', component: lazy(() => import(/* webpackChunkName: "setting-menu" */ './pages/menu')) },
    { path: '/setting/config', name: 'setting/config', component: lazy(() => import(/* webpackChunkName: "setting-config" */ './pages/config')) },
    {
      path: '/setting/export-record',
      name: 'setting/export-record',
      component: lazy(() => import(/* webpackChunkName: "setting-export-record" */ './pages/export-record')),
    },
  ],
  messages: settingMessages,
};

export default routes;
