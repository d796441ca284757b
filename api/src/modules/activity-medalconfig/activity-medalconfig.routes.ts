import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ApiInstance } from '../../platform/http';
import { plainRoutes } from '../../platform/plainTable';
import {
  ActivityMedalconfig,
  ActivityMedalconfigBody,
  ActivityMedalconfigListQuery,
} from './activity-medalconfig.schemas';
import { activityMedalconfigEntries } from './activity-medalconfig.service';

// The activity area's `medalconfig` screen.
export function activityMedalconfigRoutes(app: ApiInstance, db: Kysely<Database>): void {
  plainRoutes(app, db, activityMedalconfigEntries, {
    screen: 'activity/medalconfig',
    schemas: { item: ActivityMedalconfig, query: ActivityMedalconfigListQuery, body: ActivityMedalconfigBody },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title.',
      add: 'In one project (not `all`); a code the project has already is a 409 naming code.',
      edit: 'Replaces code, title and remark (a remark not sent is empty).',
      delete: 'Soft: the entry leaves the list and its code may be used again.',
    },
  });
}
