// The one module this remote exposes (`./routes`): the prefixes it serves, its pages
// (each a lazy chunk) and its messages. The host never imports anything else of it.
import { lazy } from 'react';
import type { RemoteRoutes } from '@backoffice/shared';
import remotePackage from '../package.json';
import { userMessages } from './locale';

const loadList = () => import(/* webpackChunkName: "user-list" */ './pages/list');
const loadProduct = () => import(/* webpackChunkName: "user-product" */ './pages/product');
const loadProductDetail = () => import(/* webpackChunkName: "user-product-detail" */ './pages/product-detail');
const loadFeedlabel = () => import(/* webpackChunkName: "user-feedlabel" */ './pages/feedlabel');

const routes: RemoteRoutes = {
  name: 'user',
  prefixes: remotePackage.federation.prefixes,
  pages: [
    { path: '/user/list', name: 'user/list', component: lazy(loadList), load: loadList },
    {
      path: '/user/product/:userCode',
      name: 'user/product/:userCode',
      component: lazy(loadProduct),
      load: loadProduct,
    },
    {
      path: '/user/product-detail/:id',
      name: 'user/product-detail/:id',
      component: lazy(loadProductDetail),
      load: loadProductDetail,
    },
    { path: '/user/feedlabel', name: 'user/feedlabel', component: lazy(loadFeedlabel), load: loadFeedlabel },
  ],
  messages: userMessages,
};

export default routes;
