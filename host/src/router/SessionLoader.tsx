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
    // inside the getInfo answer's dispatch), not a render later; after a sign-in, LoginForm has
    // started them already.
    const start = () => {
      if (prefetched.current) return;
      prefetched.current = true;
      startSessionRequests(opening, store);
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

/**
 * The session's first requests, once the user info is stored: the menu, with MenuLoader's
 * arguments (it renders a moment later and finds it under way), and the first data of the page
 * being opened. Before the menu: a page the route table grants this role (the server's menu is
 * its equal); a screen only a custom server menu grants starts when RemotePage opens it. Asking
 * again is free: RTK Query asks nothing that is cached or under way.
 */
export function startSessionRequests(opening: { pathname: string; search: string }, store: AppStore): void {
  const state = store.getState();
  if (!selectUserInfo(state)) return;
  if (selectSettings(state).menuFromServer && selectMenuProjectId(state) != null) {
    store.dispatch(authApi.util.prefetch('getServerMenu', selectMenuRequest(state), {}));
  }
  const role = selectCurrentRole(state);
  if (isRouteAllowed(opening.pathname, { menuFromServer: false, serverMenu: null, role }))
    prefetchPageData(opening, store);
}

/** A menu load slower than this says "loading" (before that the spinner or the menu on screen is enough). */
export const SLOW_MENU_MS = 1000;

function MenuLoader({ children }: { children: ReactNode }) {
  const { menuFromServer, menu } = useServerMenu();
  useMenuNotices(menuFromServer ? menu : null);
  useEffect(() => {
    if (menuFromServer && menu.data) loadRoutesOfNewerScreens(menu.data);
  }, [menuFromServer, menu.data]);

  if (menuFromServer && !menu.data && !menu.isError) return <FullPageSpinner />;
  return <>{children}</>;
}

/**
 * The server menu's notices (the spec's "loading", "success", "error"), only where they tell
 * something: "loading" once a load has taken SLOW_MENU_MS, then "success" in its place when
 * it ends; "error" whenever a load fails. A quick load (every sign-in, project switch or menu
 * edit, usually) says nothing.
 */
function useMenuNotices(menu: { isFetching: boolean; isSuccess: boolean; isError: boolean } | null) {
  const intl = useIntl();
  // the words in the current language, but a language switch is not a load to tell of
  const say = useRef(intl);
  useEffect(() => {
    say.current = intl;
  });
  // Closes the "loading" notice shown, if any (it stays until the load ends).
  const closeLoading = useRef<(() => void) | null>(null);
  const fetching = Boolean(menu?.isFetching);
  const failed = Boolean(menu?.isError);
  const succeeded = Boolean(menu?.isSuccess);

  useEffect(() => {
    const id = 'server-menu';
    const text = (key: string) => say.current.formatMessage({ id: key });
    if (fetching) {
      const timer = setTimeout(() => {
        closeLoading.current = Message.loading({ id, content: text('menu.loading'), duration: 0 });
      }, SLOW_MENU_MS);
      return () => clearTimeout(timer);
    }
    const wasSlow = closeLoading.current !== null;
    closeLoading.current = null;
    // the same id: each takes the place of the "loading" notice
    if (failed) Message.error({ id, content: text('menu.error') });
    else if (succeeded && wasSlow) Message.success({ id, content: text('menu.loaded'), duration: 1500 });
    return undefined;
  }, [fetching, failed, succeeded]);
  useEffect(() => () => closeLoading.current?.(), []);
}

function FullPageSpinner() {
  return (
    <div className="app-loading">
      <Spin size={32} tip={<FormattedMessage id="app.loading" />} />
    </div>
  );
}
