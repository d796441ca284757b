import { type ComponentType } from 'react';
import { type MessageBundle } from '../i18n/registry';

/** One screen of a remote; `component` is normally `lazy(() => import(...))`, one chunk each. */
export interface RemotePage {
  /** full route path, e.g. '/dashboard/workplace' or '/user/product/:userCode' */
  path: string;
  /** the route name the server menu refers to, e.g. 'dashboard/workplace' */
  name: string;
  component: ComponentType;
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
