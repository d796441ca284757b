// What every route of a screen shares, stated once: its permission `<group>:<screen>:<action>`
// (the catalogue's actions, shared/src/catalogue/screens.json) and its OpenAPI tags; a route
// then states only what is its own. `screen.edit({ summary, params, body, response })` is the
// options object of `app.put(url, options, handler)`, typed as written, so the TypeBox type
// provider still types the handler's request.
import type { Action } from '@backoffice/shared/catalogue';

export interface ScreenOptions {
  tags: string[];
  /** its changes reach every project (projects, menu, role definitions): users allowed all projects only */
  allProjectsOnly?: boolean;
}

export function screenRoutes(screen: `${string}:${string}`, { tags, allProjectsOnly = false }: ScreenOptions) {
  const optionsOf =
    (action: Action) =>
    <S extends object>(schema: S) => ({
      config: {
        permission: `${screen}:${action}`,
        ...(allProjectsOnly && action !== 'query' ? { allProjectsOnly: true } : {}),
      },
      schema: { tags, ...schema },
    });
  return {
    query: optionsOf('query'),
    add: optionsOf('add'),
    edit: optionsOf('edit'),
    delete: optionsOf('delete'),
    export: optionsOf('export'),
    action: optionsOf,
  };
}
