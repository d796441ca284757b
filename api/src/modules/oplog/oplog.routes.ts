import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { OplogListAnswer, OplogListQuery } from './oplog.schemas';
import { listOperations } from './oplog.service';

export function oplogRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/oplog/list',
    {
      config: { permission: 'customer-service:oplog:query' },
      schema: {
        summary: 'Operation log',
        description: 'Every change made through the api, newest first by default.',
        tags: ['customer-service'],
        querystring: OplogListQuery,
        response: { 200: OplogListAnswer },
      },
    },
    async (request) => ok(await listOperations(db, scopeOf(request), request.query)),
  );
}
