// Images uploaded as a request's body (a poster, a chat picture): taken as bytes, checked by
// those bytes whatever the request calls them, kept under an unguessable name in the media
// storage, and served as they were, never sniffed.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from './errors';
import type { MediaStorage } from './mediaStorage';

export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** A kept image's file name: 128 random bits and its kind. */
export const IMAGE_FILE_PATTERN = '^[a-f0-9]{32}\\.(?:jpg|png|webp)$';

/** What the image is by its first bytes, whatever the request says it is. */
export function imageKind(bytes: Buffer): ImageExtension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Lets `app`'s routes take an image as their body, as bytes (once, whichever module asks first; each route sets its own bodyLimit). */
export function acceptImageBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser(IMAGE_TYPES.jpg)) return;
  app.addContentTypeParser(Object.values(IMAGE_TYPES), { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** Keeps the body's image under `folder` and answers its file name; a 400 naming `field` when it is no image. */
export async function keepImage(storage: MediaStorage, folder: string, body: unknown, field: string): Promise<string> {
  const kind = Buffer.isBuffer(body) ? imageKind(body) : null;
  if (!kind)
    throw badRequest(field, 'is not a JPEG, PNG or WebP image (its bytes say so, whatever its name)', 'fileType', {
      kind: 'image',
    });
  const file = `${randomBytes(16).toString('hex')}.${kind}`;
  await storage.putBytes(`${folder}/${file}`, body as Buffer);
  return file;
}

/** Sends a kept image (404 when there is none); its address never changes what it shows, so it is cached for a year. */
export async function sendImage(
  reply: FastifyReply,
  storage: MediaStorage,
  folder: string,
  file: string,
  what: string,
) {
  const key = `${folder}/${file}`;
  const size = await storage.size(key);
  if (size === null) return reply.code(404).send({ code: 404, message: `No such ${what}`, data: null });
  const extension = file.split('.').pop() as ImageExtension;
  return reply
    .header('content-type', IMAGE_TYPES[extension])
    .header('content-length', size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(storage.read(key));
}
