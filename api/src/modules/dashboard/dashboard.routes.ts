import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { WorkplaceAnswer, WorkplaceQuery } from './dashboard.schemas';
import { workplaceFigures } from './dashboard.service';

export function dashboardRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/dashboard/workplace',
    {
      config: { permission: 'dashboard:workplace:query' },
      schema: {
        summary: 'Workplace figures',
        description: 'Dramas, app users, today\'s top-ups and the 14-day top-up trend of the project (or of `all`).',
        tags: ['dashboard'],
        querystring: WorkplaceQuery,
        response: { 200: WorkplaceAnswer },
      },
    },
    async (request) => ok(await workplaceFigures(db, scopeOf(request))),
  );
}
