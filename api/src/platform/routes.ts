// Every route declares who may call it; this makes the declaration complete and
// documents it in the OpenAPI document.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorEnvelope } from './envelope';
import { type Access, API_PREFIX } from './http';

export function installRouteDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const isApi = route.url.startsWith(API_PREFIX);
    const config = (route.config ??= {});
    const access: Access = config.access ?? (isApi ? 'project' : 'public');
    config.access = access;
    if (access === 'project' && !config.permission) {
      // A business route without a permission would be open to every member: refuse to start.
      throw new Error(`${String(route.method)} ${route.url} is project scoped but names no permission (config.permission)`);
    }
    if (!isApi || !route.schema || route.schema.hide) return;
    const schema = route.schema as Record<string, unknown>;
    if (access !== 'public') schema.security = [{ clientToken: [] }];
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
