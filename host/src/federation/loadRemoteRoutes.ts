import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerMessages, type RemoteRoutes } from '@backoffice/shared';
import { forgetRemote, type RemoteEntry } from './registry';

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
