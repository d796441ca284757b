import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { DrawAnswer, DrawBody, DrawParams, DrawsAnswer } from './app-draw.schemas';
import { draw, listDraws } from './app-draw.service';

export function appDrawRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/draws',
    {
      schema: {
        operationId: 'listDraws',
        summary: 'Prize draws open now',
        description:
          "The project's online prize draws, each with its published odds, its cost, the user's draws left today and their pity progress.",
        response: { 200: DrawsAnswer },
      },
    },
    async (request) => ok(await listDraws(db, appScopeOf(request), appUserOf(request))),
  );

  app.post(
    '/draws/:id/draw',
    {
      schema: {
        operationId: 'drawPrize',
        summary: 'Draw a prize',
        description:
          "Charges the draw's cost from the user's wallet (409 when it holds too little or the day's draws are used up) and gives the prize drawn. A clientId sent again answers its first draw.",
        params: DrawParams,
        body: DrawBody,
        response: { 200: DrawAnswer },
      },
    },
    async (request) =>
      ok(await draw(db, appScopeOf(request), appUserOf(request), request.params.id, request.body.clientId)),
  );
}
