import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, NothingAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { Page, ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  Draw,
  DrawDetail,
  DrawListQuery,
  DrawSettingsBody,
  Odds,
  PrizeParams,
  PrizeTableBody,
  SimulateBody,
  Simulation,
} from './activity-drawprize.schemas';
import {
  deletePrize,
  getDraw,
  getOdds,
  listDraws,
  savePrizes,
  saveSettings,
  simulate,
} from './activity-drawprize.service';

const PREFIX = '/activity/drawprize';
const detail = { 200: Envelope(DrawDetail) };

// The activities area's `drawprize` screen: a points game's settings, prizes, odds and simulation.
export function activityDrawprizeRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('activity:drawprize', { tags: ['activity'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Prize draws',
      description:
        "The project's points games (activities of type 9), each with its draw settings, prize count, odds sum and today's draws. Filtered by a part of the title and status.",
      querystring: DrawListQuery,
      response: { 200: Envelope(Page(Draw)) },
    }),
    async (request) => ok(await listDraws(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'A prize draw with its prizes',
      params: IdParams,
      querystring: ScopeOnly,
      response: detail,
    }),
    async (request) => ok(await getDraw(db, scopeOf(request), request.params.id)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: "Save a draw's settings",
      description: 'Its cost, per-user daily limit, pity counter and fallback prize.',
      params: IdParams,
      body: DrawSettingsBody,
      response: detail,
    }),
    async (request) => ok(await saveSettings(db, scopeOf(request), request.params.id, request.body)),
  );
  app.put(
    `${PREFIX}/:id/prizes`,
    screen.edit({
      summary: "Save a draw's prize table",
      description:
        'The whole table at once, in one transaction: rows with an id are edited, without one added. Odds that do not sum to exactly 10,000 are a 400 on prizes saying the current sum.',
      params: IdParams,
      body: PrizeTableBody,
      response: detail,
    }),
    async (request) => ok(await savePrizes(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id/prizes/:prizeId`,
    screen.delete({
      summary: 'Delete a prize',
      description: 'Soft. Only a prize whose odds are 0 and that is not the fallback (409 otherwise).',
      params: PrizeParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => ok(await deletePrize(db, scopeOf(request), request.params.id, request.params.prizeId)),
  );
  app.get(
    `${PREFIX}/:id/odds`,
    screen.query({
      summary: 'The published odds',
      description: 'What the app shows with the draw: each prize with a chance, as a percent.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: Envelope(Odds) },
    }),
    async (request) => ok(await getOdds(db, scopeOf(request), request.params.id)),
  );
  app.post(
    `${PREFIX}/:id/simulate`,
    screen.query({
      summary: 'Simulate draws',
      description:
        'Draws in memory with the real algorithm, from the current stock and daily caps; changes nothing. Per prize: expected and drawn counts, and how often it turned into the fallback.',
      params: IdParams,
      body: SimulateBody,
      response: { 200: Envelope(Simulation) },
    }),
    async (request) => ok(await simulate(db, scopeOf(request), request.params.id, request.body)),
  );
}
