// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { userMessages } from './locale';

const loadList = () => import(/* webpackChunkName: "user-list" */ './pages/list');
const loadFeedlabel = () => import(/* webpackChunkName: "user-feedlabel" */ './pages/feedlabel');

const routes: RemoteRoutes = {
  name: 'user',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    { path: '/user/list', name: 'user/list', component: lazy(loadList), load: loadList },
    { path: '/user/feedlabel', name: 'user/feedlabel', component: lazy(loadFeedlabel), load: loadFeedlabel },
  ],
  messages: userMessages,
};

export default routes;
