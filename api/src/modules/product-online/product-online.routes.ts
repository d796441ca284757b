import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Jobs } from '../../platform/jobs';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  AHEAD_MAX_DAYS,
  LiveDramaAnswer,
  LiveListAnswer,
  LiveListQuery,
  NewChangeAnswer,
  ScheduleBody,
  ScheduledChangeAnswer,
  ScheduleListAnswer,
  ScheduleListQuery,
} from './product-online.schemas';
import { cancelChange, listLive, listSchedule, moveNow, scheduleChange } from './product-online.service';
import { type DramaMove, refusal } from '../../domain/dramas';

const PREFIX = '/product/online';

/** What each move now is called in the operation log and the OpenAPI document. */
const MOVES: Record<DramaMove, { summary: string; example: string }> = {
  online: { summary: 'Put a drama online now', example: refusal('US-D00012', 0, 'online') },
  offline: { summary: 'Take a drama offline now', example: refusal('US-D00012', 2, 'offline') },
};

// The content area's `online` screen: what is live in a project, and its scheduled changes
// (made at their time by product-online.runner.ts, in every api process).
export function productOnlineRoutes(app: ApiInstance, db: Kysely<Database>, jobs: Jobs): void {
  const screen = screenRoutes('product:online', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Dramas online now',
      description:
        "The dramas online now, the latest online first (or the earliest: sortType asc), filtered by a part of the name or code; each with since when, its project's time zone and the change scheduled for it, if any.",
      querystring: LiveListQuery,
      response: { 200: LiveListAnswer },
    }),
    async (request) => ok(await listLive(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/schedule/list`,
    screen.query({
      operationId: 'listProductOnlineSchedule',
      summary: 'Scheduled changes',
      description:
        'The pending changes first, soonest first, then what happened to the others, the latest first; filtered by state, action, drama, or a part of its name or code.',
      querystring: ScheduleListQuery,
      response: { 200: ScheduleListAnswer },
    }),
    async (request) => ok(await listSchedule(db, scopeOf(request), request.query)),
  );
  app.post(
    `${PREFIX}/schedule`,
    screen.edit({
      summary: 'Schedule a change',
      description: [
        `Puts a drama online or takes it offline at runAt, a local date and time in its project's time zone (stored and answered in UTC as runAt, echoed as runAtLocal with timeZone). A time past, more than ${AHEAD_MAX_DAYS} days ahead, or skipped by the clocks going forward is a 400 naming runAt.`,
        `The move must be allowed from the drama's status now, else a 409 naming it (e.g. "${MOVES.online.example}"); a drama has at most one pending change: a new one replaces it (cancelled, saying by which; answered as replaced).`,
        'At its time the change is made by the api in the name of the account that scheduled it (which must still hold this permission), as a move by hand would be, and written to the operation log; a move made meanwhile makes it fail, with the reason.',
      ].join(' '),
      body: ScheduleBody,
      response: { 200: NewChangeAnswer },
    }),
    async (request) => ok(await scheduleChange(db, jobs, scopeOf(request), userOf(request), request.body)),
  );
  app.post(
    `${PREFIX}/schedule/:id/cancel`,
    screen.edit({
      operationId: 'cancelProductOnlineSchedule',
      summary: 'Cancel a scheduled change',
      description: 'A pending change only: any other is a 409 naming its state.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: ScheduledChangeAnswer },
    }),
    async (request) => ok(await cancelChange(db, scopeOf(request), userOf(request), request.params.id)),
  );
  for (const move of Object.keys(MOVES) as DramaMove[]) {
    app.post(
      `${PREFIX}/:id/${move}`,
      screen.edit({
        summary: MOVES[move].summary,
        description: `The drama (by id) moves now, by the dramas' lifecycle: any other move is a 409 naming the drama and its status, e.g. "${MOVES[move].example}". A change of the same move scheduled for it is cancelled, saying so.`,
        params: IdParams,
        body: ScopeOnly,
        response: { 200: LiveDramaAnswer },
      }),
      async (request) => ok(await moveNow(db, scopeOf(request), userOf(request), request.params.id, move)),
    );
  }
}
