import { type ComponentType } from 'react';
import { type MessageBundle } from '../i18n/registry';
import { type AppStore } from '../store/createAppStore';

/**
 * One screen of a remote; `component` is normally `lazy(load)`, one chunk each.
 *
 * The host starts `load` and `prefetch` as soon as it knows the page is next (on sign-in, or
 * when the location is known), so the page's code and its first data request run side by
 * side instead of one after the other. Both are optional, and neither may throw.
 */
export interface RemotePage {
  /** full route path, e.g. '/dashboard/workplace' or '/user/product/:userCode' */
  path: string;
  /** the route name the server menu refers to, e.g. 'dashboard/workplace' */
  name: string;
  /**
   * What the catalogue the remote was built on says of the screen (`@backoffice/shared/routes`
   * fills them): its name's message key, who may open it, whether the menu hides it. A host
   * whose own catalogue is older routes, guards and names the screen by them.
   */
  labelKey?: string;
  roles?: string[];
  hidden?: boolean;
  component: ComponentType;
  /** the `import()` behind `component`: downloads the page's chunks without rendering it */
  load?: () => Promise<unknown>;
  /**
   * Starts the requests the page makes first, with the exact arguments its hooks will use
   * (RTK Query's `api.util.prefetch`), so they are answered or under way when it renders.
   * Called once the user info is known (the project scope of every call); `pathname` is the
   * location being opened (its parameters, its query string in `search`).
   */
  prefetch?: (store: Pick<AppStore, 'dispatch' | 'getState'>, location: { pathname: string; search: string }) => void;
}

/**
 * The default export of a remote's exposed `./routes` module (architecture, "A remote
 * exposes one module"): the URL prefixes it serves, its pages and its texts.
 */
export interface RemoteRoutes {
  name: string;
  /** first URL segments served, e.g. ['dashboard', 'business'] */
  prefixes: string[];
  pages: RemotePage[];
  messages: Partial<MessageBundle>;
}
