// The OpenAPI document, generated from the route schemas and served by the api: the staff's,
// of /admin-api alone (the app users' side has its own, appApi.ts).
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, APP_API_PREFIX } from './http';

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    transform: ({ schema, url }) => ({
      schema: url.startsWith(APP_API_PREFIX) ? { ...schema, hide: true } : schema,
      url,
    }),
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Backoffice admin-api',
        version: '0.1.0',
        description:
          'Every answer is `{ code, message, data }`; `code` 200 is success, an error carries its HTTP status as `code` ' +
          '(a 400 also lists `errors: [{ field, message, rule, params }]`; another refusal may say its `problem` and ' +
          '`params`): `message` is English, `rule` and `problem` are codes a client words in its own language. ' +
          'Lists take pageNum, pageSize (1..100), sortBy (comma list, ' +
          'whitelisted per list) and sortType (asc|desc) and answer `{ list, total, pageNum, pageSize }`. Money is an ' +
          'integer count of minor units (amountMinor, a JSON number, exact up to 2^53) with an ISO currency code.',
      },
      // the paths carry their /admin-api prefix: the api is served at the root of the back-office's origin
      servers: [{ url: '/', description: 'the origin serving the back-office (the api itself, or nginx before it)' }],
      components: {
        securitySchemes: { clientToken: { type: 'apiKey', in: 'header', name: 'client-token' } },
      },
    },
  });
  app.get(`${API_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
