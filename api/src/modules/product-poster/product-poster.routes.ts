// Posters: an image uploaded from the dramas' or categories' form (cropped to 3:4 in the
// browser), checked by its bytes, kept in the media storage, and served to anyone with its
// address (a poster is what every app user sees anyway).
import { randomBytes } from 'node:crypto';
import { badRequest, oneProjectOnly } from '../../platform/errors';
import { ErrorEnvelope, FileAnswer, ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import type { MediaStorage } from '../../platform/mediaStorage';
import { POSTER_BYTES_MAX, PosterAnswer, PosterFileParams } from './product-poster.schemas';
import { POSTER_PATH } from '../../domain/dramas';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Extension = keyof typeof TYPES;

/** What the image is by its first bytes, whatever the request says it is. */
export function imageKind(bytes: Buffer): Extension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export function productPosterRoutes(app: ApiInstance, storage: MediaStorage): void {
  // the image's bytes as they are; the route checks them
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: POSTER_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );
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
        const bytes = request.body as Buffer;
        const kind = Buffer.isBuffer(bytes) ? imageKind(bytes) : null;
        if (!kind)
          throw badRequest(
            'poster',
            'is not a JPEG, PNG or WebP image (its bytes say so, whatever its name)',
            'fileType',
            {
              kind: 'image',
            },
          );
        const project = scope.projects[0].code;
        const file = `${randomBytes(16).toString('hex')}.${kind}`;
        await storage.putBytes(`posters/${project}/${file}`, bytes);
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
        response: { 200: FileAnswer('The image', Object.values(TYPES)), '4xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const key = `posters/${request.params.project}/${request.params.file}`;
      const size = await storage.size(key);
      if (size === null) return reply.code(404).send({ code: 404, message: 'No such poster', data: null });
      const extension = request.params.file.split('.').pop() as Extension;
      return reply
        .header('content-type', TYPES[extension])
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(storage.read(key));
    },
  );
}
