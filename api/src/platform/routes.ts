// Every route declares who may call it; this makes the declaration complete and
// documents it in the OpenAPI document.
import catalogue from '@backoffice/shared/src/catalogue/screens.json';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorEnvelope } from './envelope';
import { type Access, API_PREFIX, APP_API_PREFIX } from './http';

/** `setting/account`, …: a path starting with one is that screen's resource. */
const SCREENS = new Set(
  catalogue.groups.flatMap((group) => group.screens.map((screen) => `${group.key}/${screen.path.split('/')[0]}`)),
);
const CRUD: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };
const pascal = (words: string[]) =>
  words.map((word) => word.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())).join('');

/**
 * The operation's name in the OpenAPI document, and so the browser's endpoint and hook
 * (`useListSettingAccountQuery`), derived from the paths AREAS.md gives every screen:
 * `GET …/list` list, `GET …/:id` get, `POST …` create, `PUT …/:id` edit, `DELETE …/:id`
 * delete, `POST …/:id/<action>` and `POST …/<action>` the action; a route may name itself.
 */
export function operationName(method: string, url: string): string {
  const segments = url.slice(API_PREFIX.length).split('/').filter(Boolean);
  const size = SCREENS.has(segments.slice(0, 2).join('/')) ? 2 : 1;
  const resource = pascal(segments.slice(0, size));
  let rest = segments.slice(size);
  if (rest[0]?.startsWith(':')) rest = rest.slice(1);
  const words = rest.filter((segment) => !segment.startsWith(':'));
  if (method === 'GET' && words.length === 1 && words[0] === 'list' && rest.length === 1) return `list${resource}`;
  if (method === 'POST' && words.length > 0) {
    const [action, ...more] = words;
    return `${action.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}${resource}${pascal(more)}`;
  }
  return `${CRUD[method] ?? method.toLowerCase()}${resource}${pascal(words)}`;
}

export function installRouteDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const isApi = route.url.startsWith(API_PREFIX);
    const isAppApi = route.url.startsWith(APP_API_PREFIX);
    const config = (route.config ??= {});
    const access: Access = config.access ?? (isApi ? 'project' : isAppApi ? 'app' : 'public');
    config.access = access;
    // An app user's token opens the app's side and nothing else.
    if ((access === 'app') !== isAppApi && access !== 'public')
      throw new Error(`${String(route.method)} ${route.url}: only /app-api/ routes are app users' (access 'app')`);
    if (access === 'project' && !config.permission) {
      // A business route without a permission would be open to every member: refuse to start.
      throw new Error(
        `${String(route.method)} ${route.url} is project scoped but names no permission (config.permission)`,
      );
    }
    if (!isApi || !route.schema || route.schema.hide) return;
    const schema = route.schema as Record<string, unknown>;
    schema.operationId ??= operationName(String(route.method), route.url);
    // a public route says so: no security requirement is not the same as an unstated one
    schema.security = access === 'public' ? [] : [{ clientToken: [] }];
    const description = [
      schema.description,
      access === 'project' ? `Project scoped; requires permission \`${config.permission}\`.` : '',
      config.allProjectsOnly ? 'Changes what every project shares: users allowed all projects only.' : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    if (description) schema.description = description;
    schema.response = { ...(schema.response as object), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
  });
}
