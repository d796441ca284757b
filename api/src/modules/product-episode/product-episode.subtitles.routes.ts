import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ErrorEnvelope, FileAnswer, ok } from '../../platform/envelope';
import { badRequest } from '../../platform/errors';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import type { MediaStorage } from '../../platform/mediaStorage';
import { screenRoutes } from '../../platform/screenRoutes';
import { TicketParams } from './product-episode.schemas';
import {
  DeletedSubtitleAnswer,
  DramaSubtitlesAnswer,
  SUBTITLE_BYTES_MAX,
  SUBTITLE_TYPE,
  SubtitleAnswer,
  SubtitleBody,
  SubtitleParams,
  SubtitlesQuery,
  SubtitleTracksAnswer,
} from './product-episode.subtitles.schemas';
import {
  deleteSubtitle,
  dramaSubtitles,
  putSubtitle,
  subtitleOfTicket,
  subtitleTracks,
} from './product-episode.subtitles.service';
import { subtitleText } from './subtitleFile';

const PREFIX = '/product/episode';

/**
 * What the text/vtt parser made of each upload: its text, or null when its bytes were not UTF-8
 * text (the handler answers that, after the permission check). A request it holds no entry for
 * was read by another parser (Fastify's text/plain or JSON, which decode without a check) and is refused.
 */
const FILES = new WeakMap<FastifyRequest, string | null>();

// Episodes' subtitles, in the episodes drawer of the dramas screen (product:list): reading
// them is the screen's query, a change its edit.
export function productEpisodeSubtitleRoutes(app: ApiInstance, db: Kysely<Database>, storage: MediaStorage): void {
  const screen = screenRoutes('product:list', { tags: ['product'] });
  // the file's bytes, decoded here only if they are UTF-8 text (TextDecoder would otherwise put U+FFFD in silently)
  app.addContentTypeParser('text/vtt', { parseAs: 'buffer', bodyLimit: SUBTITLE_BYTES_MAX }, (request, bytes, done) => {
    const text = subtitleText(bytes as Buffer);
    FILES.set(request, text);
    done(null, text ?? '');
  });

  app.get(
    `${PREFIX}/subtitle/list`,
    screen.query({
      operationId: 'listProductEpisodeSubtitle',
      summary: "A drama's subtitles",
      description: "Per live episode, its subtitle files and the project's content locales it has none in.",
      querystring: SubtitlesQuery,
      response: { 200: DramaSubtitlesAnswer },
    }),
    async (request) => ok(await dramaSubtitles(db, scopeOf(request), request.query.dramaId)),
  );
  app.put(
    `${PREFIX}/:id/subtitle/:locale`,
    {
      ...screen.edit({
        operationId: 'uploadProductEpisodeSubtitle',
        summary: "Upload an episode's subtitle",
        description:
          `The WebVTT file as the body (only as text/vtt, UTF-8, up to ${SUBTITLE_BYTES_MAX / 1024} KB: any other type is a 400 naming body) for one content locale of the episode's project (a 400 naming locale otherwise), replacing the one it has there. ` +
          "Checked by its bytes with a WebVTT parser: the WEBVTT header, each cue's timing well-formed, ending after it starts, in start order, none ending over a second after the episode's video; " +
          'each problem is a 400 naming subtitle with its line and cue. An episode without its video is a 409.',
        consumes: ['text/vtt'],
        params: SubtitleParams,
        querystring: ScopeOnly,
        body: SubtitleBody,
        response: { 200: SubtitleAnswer },
      }),
      bodyLimit: SUBTITLE_BYTES_MAX,
      // after the permission check, before the schema (which a JSON or text/plain string would pass)
      preValidation: async (request) => {
        if (!FILES.has(request))
          throw badRequest('body', 'is taken only as the file itself: send the file as text/vtt', 'mediaType', {
            allowed: ['text/vtt'],
          });
      },
    },
    async (request) => {
      // the log keeps what was sent, not the file's text
      request.sentInput = {
        query: request.sentInput?.query ?? {},
        body: { locale: request.params.locale, bytes: Buffer.byteLength(request.body) },
      };
      const text = FILES.get(request) ?? null;
      return ok(await putSubtitle(db, scopeOf(request), storage, request.params.id, request.params.locale, text));
    },
  );
  app.delete(
    `${PREFIX}/:id/subtitle/:locale`,
    screen.edit({
      operationId: 'deleteProductEpisodeSubtitle',
      summary: "Delete an episode's subtitle",
      description: 'The file of that locale leaves the storage; a 404 when the episode has none there.',
      params: SubtitleParams,
      querystring: ScopeOnly,
      response: { 200: DeletedSubtitleAnswer },
    }),
    async (request) =>
      ok(await deleteSubtitle(db, scopeOf(request), storage, request.params.id, request.params.locale)),
  );
  app.post(
    `${PREFIX}/:id/subtitle-links`,
    screen.query({
      operationId: 'linkProductEpisodeSubtitles',
      summary: "Links reading an episode's subtitles",
      description:
        "One per subtitle file, for the player's <track> elements, which cannot send the token: each reads for an hour, as the video's link plays.",
      params: IdParams,
      body: ScopeOnly,
      response: { 200: SubtitleTracksAnswer },
    }),
    async (request) => ok(await subtitleTracks(db, scopeOf(request), request.params.id)),
  );
  app.get(
    '/product/episode-subtitle/:ticket',
    {
      config: { access: 'public' },
      // the ticket is in the URL: keep it out of the request log
      logLevel: 'warn',
      schema: {
        summary: "An episode's subtitle, by its link",
        description: 'The WebVTT file, never sniffed as anything else; 404 for an unknown or expired link.',
        tags: ['product'],
        params: TicketParams,
        response: { 200: FileAnswer('The WebVTT file', [SUBTITLE_TYPE]), '4xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const key = await subtitleOfTicket(db, request.params.ticket);
      const size = await storage.size(key);
      if (size === null)
        return reply.code(404).send({ code: 404, message: 'This subtitle is no longer stored', data: null });
      return reply
        .header('content-type', SUBTITLE_TYPE)
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .send(storage.read(key));
    },
  );
}
