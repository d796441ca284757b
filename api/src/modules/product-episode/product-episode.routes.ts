import type { Kysely } from 'kysely';
import parseRange from 'range-parser';
import type { Database } from '../../db/types';
import { ErrorEnvelope, FileAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import type { MediaStorage } from '../../platform/mediaStorage';
import { screenRoutes } from '../../platform/screenRoutes';
import { textsRoutes } from '../../domain/content-texts';
import {
  AttachBody,
  DeletedEpisodeAnswer,
  DramaEpisodesAnswer,
  EpisodeAnswer,
  EpisodeBody,
  EpisodeOrderBody,
  EpisodesQuery,
  TicketParams,
  VideoLinkAnswer,
} from './product-episode.schemas';
import {
  attachUpload,
  deleteEpisode,
  dramaEpisodes,
  editEpisode,
  reorderEpisodes,
  videoLink,
  videoOfTicket,
} from './product-episode.service';
import { productEpisodeSubtitleRoutes } from './product-episode.subtitles.routes';
import { EPISODE_TEXTS } from './product-episode.texts';
import { type EpisodeUploads, uploadRoutes } from './upload';
import { VIDEO_TYPES } from './videoFile';

const PREFIX = '/product/episode';

// A drama's episodes, opened from the dramas screen (product:list): reading them is the
// screen's query, everything else its edit.
export function productEpisodeRoutes(
  app: ApiInstance,
  db: Kysely<Database>,
  { uploads, storage }: { uploads: EpisodeUploads; storage: MediaStorage },
): void {
  const screen = screenRoutes('product:list', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      operationId: 'listProductEpisode',
      summary: "A drama's episodes",
      description: 'Every live episode of the drama, 1 first, and how many it is planned to have.',
      querystring: EpisodesQuery,
      response: { 200: DramaEpisodesAnswer },
    }),
    async (request) => ok(await dramaEpisodes(db, scopeOf(request), request.query.dramaId)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit an episode',
      description: 'Its title and its unlock price: 0 coins makes it free.',
      params: IdParams,
      body: EpisodeBody,
      response: { 200: EpisodeAnswer },
    }),
    async (request) => ok(await editEpisode(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Delete an episode',
      description: 'Its video leaves the storage; the other episodes keep their numbers until the order is saved.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: DeletedEpisodeAnswer },
    }),
    async (request) => ok(await deleteEpisode(db, scopeOf(request), storage, request.params.id)),
  );
  app.put(
    `${PREFIX}/order`,
    screen.edit({
      operationId: 'reorderProductEpisode',
      summary: "Renumber a drama's episodes",
      description:
        'Numbers them 1, 2, 3… in the order sent, which names every live episode once (a 400 naming episodeIds otherwise).',
      body: EpisodeOrderBody,
      response: { 200: DramaEpisodesAnswer },
    }),
    async (request) => ok(await reorderEpisodes(db, scopeOf(request), request.body)),
  );
  app.post(
    `${PREFIX}/attach`,
    screen.edit({
      operationId: 'attachProductEpisode',
      summary: 'Make a finished upload an episode',
      description:
        "The upload (tus, at /product/episode/upload) becomes the video of the drama's episode episodeNo, replacing its video if it has one, else a new episode. It must be an MP4 or QuickTime movie by its bytes (a 400 naming uploadId otherwise, and the upload is dropped); its duration is read from it.",
      body: AttachBody,
      response: { 200: EpisodeAnswer },
    }),
    async (request) => ok(await attachUpload(db, scopeOf(request), uploads, storage, request.body)),
  );
  app.post(
    `${PREFIX}/:id/video-link`,
    screen.query({
      operationId: 'linkProductEpisodeVideo',
      summary: "A link playing an episode's video",
      description: 'For a <video> element, which cannot send the token: it plays for an hour, with byte ranges.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: VideoLinkAnswer },
    }),
    async (request) => ok(await videoLink(db, scopeOf(request), request.params.id)),
  );
  app.get(
    // beside /product/episode/{id}/…, not under it: a path that could be either trips client generators
    '/product/episode-video/:ticket',
    {
      config: { access: 'public' },
      // The ticket is in the URL: keep it out of the request log.
      logLevel: 'warn',
      schema: {
        summary: "An episode's video, by its link",
        description:
          'The video, whole or the byte range asked for (206); 404 for an unknown or expired link, 416 for a range past its end.',
        tags: ['product'],
        params: TicketParams,
        response: {
          200: FileAnswer('The whole video', VIDEO_TYPES),
          206: FileAnswer('The byte range asked for', VIDEO_TYPES),
          '4xx': ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const video = await videoOfTicket(db, request.params.ticket);
      const size = await storage.size(video.key);
      if (size === null)
        return reply.code(404).send({ code: 404, message: 'This video is no longer stored', data: null });
      reply
        .header('content-type', video.type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      const asked = request.headers.range;
      const ranges = asked ? parseRange(size, asked, { combine: true }) : null;
      if (ranges === -1) return reply.code(416).header('content-range', `bytes */${size}`).send();
      // one range is what players ask for; a malformed or multi-part ask gets the whole file
      if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
        const [{ start, end }] = ranges;
        return reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${size}`)
          .header('content-length', end - start + 1)
          .send(storage.read(video.key, { start, end }));
      }
      return reply.header('content-length', size).send(storage.read(video.key));
    },
  );
  textsRoutes(app, db, screen, PREFIX, EPISODE_TEXTS, {
    noun: 'an episode',
    said: 'title',
    rule: 'an empty title is none',
  });
  uploadRoutes(app, uploads);
  productEpisodeSubtitleRoutes(app, db, storage);
}
