// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { type ComponentType, lazy } from 'react';
import type { RemotePage, RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { settingMessages } from './locale';

/** A page of this remote: its chunk as `load` too, so the host can start it before the page renders. */
const page = (screen: string, load: () => Promise<{ default: ComponentType }>): RemotePage => ({
  path: `/setting/${screen}`,
  name: `setting/${screen}`,
  component: lazy(load),
  load,
});

const routes: RemoteRoutes = {
  name: 'setting',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    page('user', () => import(/* webpackChunkName: "setting-user" */ './pages/user')),
    page('account', () => import(/* webpackChunkName: "setting-account" */ './pages/account')),
    page('role', () => import(/* webpackChunkName: "setting-role" */ './pages/role')),
    page('menu', () => import(/* webpackChunkName: "setting-menu" */ './pages/menu')),
    page('config', () => import(/* webpackChunkName: "setting-config" */ './pages/config')),
    page('export-record', () => import(/* webpackChunkName: "setting-export-record" */ './pages/export-record')),
  ],
  messages: settingMessages,
};

export default routes;
