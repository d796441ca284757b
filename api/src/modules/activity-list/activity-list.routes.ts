import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import { ActivityList, ActivityListBody, ActivityListListQuery } from './activity-list.schemas';
import { activityListEntries } from './activity-list.service';

// The activity area's `list` screen.
export function activityListRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, activityListEntries, {
    screen: 'activity/list',
    schemas: { item: ActivityList, query: ActivityListListQuery, body: ActivityListBody },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
