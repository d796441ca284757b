// Posters: an image uploaded from the dramas' or categories' form (cropped to 3:4 in the
// browser), checked by its bytes, kept in the media storage, and served to anyone with its
// address (a poster is what every app user sees anyway).
import { oneProjectOnly } from '../../platform/errors';
import { ErrorEnvelope, FileAnswer, ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { acceptImageBodies, IMAGE_TYPES, keepImage, sendImage } from '../../platform/images';
import { ScopeOnly } from '../../platform/listQuery';
import type { MediaStorage } from '../../platform/mediaStorage';
import { POSTER_BYTES_MAX, PosterAnswer, PosterFileParams } from './product-poster.schemas';
import { POSTER_PATH } from '../../domain/dramas';

export function productPosterRoutes(app: ApiInstance, storage: MediaStorage): void {
  // the image's bytes as they are; the route checks them
  acceptImageBodies(app);
  for (const screen of ['list', 'category'] as const) {
    app.post(
      `/product/${screen}/poster`,
      {
        config: { access: 'project', permission: `product:${screen}:edit` },
        bodyLimit: POSTER_BYTES_MAX,
        schema: {
          summary: screen === 'list' ? "Upload a drama's poster" : "Upload a category's poster",
          description: `The image as the body (image/jpeg, image/png or image/webp, up to ${POSTER_BYTES_MAX / 1024 / 1024} MB), in one project; checked by its bytes (a 400 naming poster otherwise). Answers its address, which the form then saves.`,
          tags: ['product'],
          querystring: ScopeOnly,
          response: { 200: PosterAnswer },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        if (scope.all) throw oneProjectOnly('poster');
        const project = scope.projects[0].code;
        const file = await keepImage(storage, `posters/${project}`, request.body, 'poster');
        return ok({ url: `${POSTER_PATH}/${project}/${file}` });
      },
    );
  }
  app.get(
    '/product/poster/file/:project/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A poster',
        description: 'The image; its address never changes what it shows, so it is cached for a year.',
        tags: ['product'],
        params: PosterFileParams,
        response: { 200: FileAnswer('The image', Object.values(IMAGE_TYPES)), '4xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendImage(reply, storage, `posters/${request.params.project}`, request.params.file, 'poster');
    },
  );
}
