import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Message, Spin } from '@arco-design/web-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  type AppStore,
  authApi,
  logout,
  selectCurrentRole,
  selectMenuProjectId,
  selectMenuRequest,
  selectSettings,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useGetInfoQuery,
  useServerMenu,
} from '@backoffice/shared';
import { loadRoutesOfNewerScreens } from '../federation/loadRemoteRoutes';
import { prefetchPageData, preloadPageCode } from '../federation/preloadPage';
import { isRouteAllowed } from './guard';

/**
 * Loads the user info and, when the menu is server-driven, the menu, before the shell shows.
 * Meanwhile the page being opened gets its head start: its code from the first render (with
 * the user info), its first data request once the user info is known (with the menu).
 */
export function SessionLoader({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore() as AppStore;
  const userInfo = useAppSelector(selectUserInfo);
  const info = useGetInfoQuery();

  // Only the page the session opens: later navigations start their page in RemotePage.
  const [opening] = useState(() => ({ pathname: location.pathname, search: location.search }));
  useEffect(() => preloadPageCode(opening.pathname), [opening]);
  const prefetched = useRef(false);
  useEffect(() => {
    // The page's data goes out the moment the user info is stored (the store's listener runs
    // inside the getInfo answer's dispatch), not a render later. Before the menu: a page the
    // route table grants this role (the server's menu is its equal); a screen only a custom
    // server menu grants starts when RemotePage opens it.
    const start = () => {
      if (prefetched.current) return;
      prefetched.current = true;
      const state = store.getState();
      // The menu too, with MenuLoader's arguments: it renders a moment later and finds it under way.
      if (selectSettings(state).menuFromServer && selectMenuProjectId(state) != null) {
        store.dispatch(authApi.util.prefetch('getServerMenu', selectMenuRequest(state), {}));
      }
      const role = selectCurrentRole(state);
      if (isRouteAllowed(opening.pathname, { menuFromServer: false, serverMenu: null, role }))
        prefetchPageData(opening, store);
    };
    if (selectUserInfo(store.getState())) {
      start();
      return undefined;
    }
    const unsubscribe = store.subscribe(() => {
      if (!selectUserInfo(store.getState())) return;
      unsubscribe();
      start();
    });
    return unsubscribe;
  }, [opening, store]);

  useEffect(() => {
    if (info.isError) {
      // Failing to read the user info (say, an expired token) logs out and goes to login.
      dispatch(logout());
      navigate('/login', { replace: true });
    }
  }, [info.isError, dispatch, navigate]);

  if (!userInfo) return <FullPageSpinner />;
  return <MenuLoader>{children}</MenuLoader>;
}

function MenuLoader({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { menuFromServer, menu } = useServerMenu();

  useEffect(() => {
    if (!menuFromServer) return;
    // Loading the server menu shows a notice: "loading", then "success" or "error".
    const id = 'server-menu';
    if (menu.isFetching) Message.loading({ id, content: intl.formatMessage({ id: 'menu.loading' }) });
    else if (menu.isSuccess)
      Message.success({ id, content: intl.formatMessage({ id: 'menu.loaded' }), duration: 1500 });
    else if (menu.isError) Message.error({ id, content: intl.formatMessage({ id: 'menu.error' }) });
  }, [menuFromServer, menu.isFetching, menu.isSuccess, menu.isError, intl]);
  useEffect(() => {
    if (menuFromServer && menu.data) loadRoutesOfNewerScreens(menu.data);
  }, [menuFromServer, menu.data]);

  if (menuFromServer && !menu.data && !menu.isError) return <FullPageSpinner />;
  return <>{children}</>;
}

function FullPageSpinner() {
  return (
    <div className="app-loading">
      <Spin size={32} tip={<FormattedMessage id="app.loading" />} />
    </div>
  );
}
