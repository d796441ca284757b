import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { compensate } from './activity-record.compensate';
import {
  ActivityOptionsAnswer,
  ActivityOptionsQuery,
  CompensateBody,
  CompensationReport,
  RecordDetailAnswer,
  RecordListAnswer,
  RecordListQuery,
} from './activity-record.schemas';
import { activityOptions, getRecord, listRecords } from './activity-record.service';

const PREFIX = '/activity/record';

// The activities area's records (hidden: opened from an activity or a user), and the system
// compensation granted from it.
export function activityRecordRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('activity:record', { tags: ['activity'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Activity records',
      description:
        "Filtered by activity, user (code exactly, or id), status, period and created between; newest first (by id). Each with its user's code and name and its activity's title, type and currency. The total is exact up to 10,000 matches, else the estimate (totalExact false).",
      querystring: RecordListQuery,
      response: { 200: RecordListAnswer },
    }),
    async (request) => ok(await listRecords(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/activities`,
    screen.query({
      summary: "The activities a record's filter picks from",
      description: 'Up to 200, newest first, by a part of the title and a type.',
      querystring: ActivityOptionsQuery,
      response: { 200: ActivityOptionsAnswer },
    }),
    async (request) => ok(await activityOptions(db, scopeOf(request), request.query)),
  );
  app.post(
    `${PREFIX}/compensate`,
    screen.action('compensate')({
      operationId: 'compensateActivityRecord',
      summary: 'Grant a system compensation',
      description:
        "To the users named by code, of a system compensation activity (type 12, online or offline; another type is a 409). Each gets a claimed record (period: the requestId) and the amount through the wallet ledger; the same requestId again credits no one twice. Answers every row: granted, alreadyGranted, unknownUser or duplicate. An amount over the project's large-bonus threshold is a 400 naming amount.",
      body: CompensateBody,
      response: { 200: Envelope(CompensationReport) },
    }),
    async (request) => ok(await compensate(db, scopeOf(request), userOf(request), request.body)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'An activity record',
      description: "With the user's check-ins when its activity is a check-in.",
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: RecordDetailAnswer },
    }),
    async (request) => ok(await getRecord(db, scopeOf(request), request.params.id)),
  );
}
