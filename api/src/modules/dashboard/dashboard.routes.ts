import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { screenRoutes } from '../../platform/screenRoutes';
import { WorkplaceAnswer, WorkplaceQuery } from './dashboard.schemas';
import { workplaceFigures } from './dashboard.service';

export function dashboardRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/dashboard/workplace',
    screenRoutes('dashboard:workplace', { tags: ['dashboard'] }).query({
      summary: 'Workplace figures',
      description: "Dramas, app users, today's top-ups and the 14-day top-up trend of the project (or of `all`).",
      querystring: WorkplaceQuery,
      response: { 200: WorkplaceAnswer },
    }),
    async (request) => ok(await workplaceFigures(db, scopeOf(request))),
  );
}
