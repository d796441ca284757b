import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerMessages, type RemoteRoutes } from '@backoffice/shared';
import { type ServerMenuItem } from '@backoffice/shared';
import { addRemoteScreens, ALL_ROUTES } from '../router/routeTable';
import { forgetRemote, loadRegistry, remoteForPath, type RemoteEntry } from './registry';

const loaded = new Map<string, Promise<RemoteRoutes>>();

/**
 * The `./routes` module of a remote, loaded on first need (the remote's code is not
 * fetched before a user opens one of its pages) and its messages registered.
 */
export function loadRemoteRoutes(entry: RemoteEntry): Promise<RemoteRoutes> {
  let routes = loaded.get(entry.name);
  if (!routes) {
    routes = loadRemote<{ default: RemoteRoutes }>(`${entry.name}/routes`).then((module) => {
      if (!module?.default) throw new Error(`The ${entry.name} remote exposes no routes`);
      registerMessages(module.default.messages);
      addRemoteScreens(module.default.pages);
      return module.default;
    });
    routes.catch((error) => {
      // A failed dynamic module load is logged (for whoever looks at the console); the error panel offers a retry.
      console.error(`[federation] could not load the ${entry.name} remote`, error);
      loaded.delete(entry.name);
      forgetRemote(entry);
    });
    loaded.set(entry.name, routes);
  }
  return routes;
}

/** Drops every loaded routes module, so the next visit asks the runtime again. */
export function forgetLoadedRoutes() {
  loaded.clear();
}

/**
 * A server menu naming pages this host's catalogue does not know: their remotes' routes are
 * loaded now, in the background, so the menu, the tabs and the guard know them by name before
 * one is opened. Nothing happens while the host is as new as the remotes.
 */
export function loadRoutesOfNewerScreens(menu: readonly ServerMenuItem[]) {
  const unknown = menu.filter(
    (item) => item.menuType === 'C' && item.url && !ALL_ROUTES.some((route) => route.path === item.url),
  );
  if (!unknown.length) return;
  loadRegistry()
    .then((entries) => {
      const remotes = new Set(unknown.map((item) => remoteForPath(entries, item.url)));
      for (const entry of remotes) if (entry) loadRemoteRoutes(entry).catch(() => undefined); // logged there
    })
    .catch(() => undefined); // a page opened later asks again and says what failed
}
