import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import {
  DramaCodeParams,
  DramaListAnswer,
  DramaListQuery,
  EpisodesAnswer,
  EpisodesQuery,
  FollowAnswer,
  PlayAnswer,
  PlayBody,
} from './app-watch.schemas';
import { listDramas, listEpisodes, recordPlay, setFollowing } from './app-watch.service';

export function appWatchRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/dramas',
    {
      schema: {
        operationId: 'listDramas',
        summary: 'Online dramas',
        description: "The project's online dramas, most played first.",
        querystring: DramaListQuery,
        response: { 200: DramaListAnswer },
      },
    },
    async (request) => ok(await listDramas(db, appScopeOf(request), appUserOf(request).id, request.query)),
  );

  app.get(
    '/dramas/:dramaCode/episodes',
    {
      schema: {
        operationId: 'listEpisodes',
        summary: "A drama's episodes",
        description: 'In order, each saying whether the signed-in user may play it now.',
        params: DramaCodeParams,
        querystring: EpisodesQuery,
        response: { 200: EpisodesAnswer },
      },
    },
    async (request) =>
      ok(
        await listEpisodes(
          db,
          appScopeOf(request),
          appUserOf(request).id,
          request.params.dramaCode,
          request.query.locale,
        ),
      ),
  );

  app.post(
    '/plays',
    {
      schema: {
        operationId: 'recordPlay',
        summary: 'A play of an episode',
        description:
          "Records that the user played an episode for so many seconds; the user's first play of a drama records its watch too. A locked episode must be unlocked first (409).",
        body: PlayBody,
        response: { 200: PlayAnswer },
      },
    },
    async (request) => ok(await recordPlay(db, appScopeOf(request), appUserOf(request).id, request.body)),
  );

  app.post(
    '/dramas/:dramaCode/follow',
    {
      schema: {
        operationId: 'followDrama',
        summary: 'Follow a drama',
        description: 'Following again changes nothing.',
        params: DramaCodeParams,
        response: { 200: FollowAnswer },
      },
    },
    async (request) =>
      ok(await setFollowing(db, appScopeOf(request), appUserOf(request).id, request.params.dramaCode, true)),
  );

  app.delete(
    '/dramas/:dramaCode/follow',
    {
      schema: {
        operationId: 'unfollowDrama',
        summary: 'Unfollow a drama',
        params: DramaCodeParams,
        response: { 200: FollowAnswer },
      },
    },
    async (request) =>
      ok(await setFollowing(db, appScopeOf(request), appUserOf(request).id, request.params.dramaCode, false)),
  );
}
