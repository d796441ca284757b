import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import { ActivityRecord, ActivityRecordBody, ActivityRecordListQuery } from './activity-record.schemas';
import { activityRecordEntries } from './activity-record.service';

// The activity area's `record` screen.
export function activityRecordRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, activityRecordEntries, {
    screen: 'activity/record',
    schemas: { item: ActivityRecord, query: ActivityRecordListQuery, body: ActivityRecordBody },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
