import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import { ActivityDrawprize, ActivityDrawprizeBody, ActivityDrawprizeListQuery } from './activity-drawprize.schemas';
import { activityDrawprizeEntries } from './activity-drawprize.service';

// The activity area's `drawprize` screen.
export function activityDrawprizeRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, activityDrawprizeEntries, {
    screen: 'activity/drawprize',
    schemas: { item: ActivityDrawprize, query: ActivityDrawprizeListQuery, body: ActivityDrawprizeBody },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
