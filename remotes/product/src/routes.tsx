// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { productMessages } from './locale';

const loadList = () => import(/* webpackChunkName: "product-list" */ './pages/list');
const loadCategory = () => import(/* webpackChunkName: "product-category" */ './pages/category');
const loadLabel = () => import(/* webpackChunkName: "product-label" */ './pages/label');
const loadComments = () => import(/* webpackChunkName: "product-comments" */ './pages/comments');
const loadFollowRecords = () => import(/* webpackChunkName: "product-comments-follow" */ './pages/comments-follow');
const loadOnline = () => import(/* webpackChunkName: "product-online" */ './pages/online');

const routes: RemoteRoutes = {
  name: 'product',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    { path: '/product/list', name: 'product/list', component: lazy(loadList), load: loadList },
    { path: '/product/category', name: 'product/category', component: lazy(loadCategory), load: loadCategory },
    { path: '/product/label', name: 'product/label', component: lazy(loadLabel), load: loadLabel },
    { path: '/product/comments', name: 'product/comments', component: lazy(loadComments), load: loadComments },
    {
      path: '/product/comments-follow',
      name: 'product/comments-follow',
      component: lazy(loadFollowRecords),
      load: loadFollowRecords,
    },
    { path: '/product/online', name: 'product/online', component: lazy(loadOnline), load: loadOnline },
  ],
  messages: productMessages,
};

export default routes;
