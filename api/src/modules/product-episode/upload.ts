// The bytes of an episode's video, by the tus protocol (resumable uploads: a dropped
// connection resumes at the last byte the api has, instead of starting again), into a
// staging folder, with @tus/server and its file store. An upload belongs to the project it
// was started in and names its drama; attaching it (product-episode.service) checks it,
// reads it and moves it into the media storage. Staged uploads left unattached expire.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { Metadata } from '@tus/utils';
import { badRequest, conflict, notFound, oneProjectOnly } from '../../platform/errors';
import { API_PREFIX, type ApiInstance, scopeOf } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export const UPLOAD_PATH = `${API_PREFIX}/product/episode/upload`;
const UPLOAD_ID = /^[a-f0-9]{32}$/;
/** How long an unfinished or unattached upload is kept. */
const STAGED_HOURS = 24;

export interface UploadSettings {
  /** the staging folder of unfinished uploads */
  dir: string;
  /** the largest video taken, in bytes */
  maxBytes: number;
}

/** A finished upload, ready to attach. */
export interface FinishedUpload {
  file: string;
  size: number;
  fileName: string;
}

/** What the api writes into a new upload's metadata, by the request that starts it. */
const OWNERS = new WeakMap<IncomingMessage, { projectCode: string; userId: string; dramaId: string }>();

export class EpisodeUploads {
  readonly tus: Server;
  private readonly store: FileStore;

  constructor(
    private readonly db: Kysely<Database>,
    readonly settings: UploadSettings,
  ) {
    this.store = new FileStore({ directory: settings.dir, expirationPeriodInMilliseconds: STAGED_HOURS * 3600_000 });
    this.tus = new Server({
      path: UPLOAD_PATH,
      datastore: this.store,
      maxSize: settings.maxBytes,
      relativeLocation: true,
      // the project goes along in the address, as every call of the api carries it
      generateUrl: (request, { path: base, id }) =>
        `${base}/${id}?projectCode=${encodeURIComponent(new URL(request.url).searchParams.get('projectCode') ?? '')}`,
      getFileIdFromRequest: (_request, lastPath) => {
        const id = lastPath?.split('?')[0];
        return id && UPLOAD_ID.test(id) ? id : undefined;
      },
      namingFunction: () => crypto.randomUUID().replace(/-/g, ''),
      onUploadCreate: async (request, upload) => {
        const owner = OWNERS.get(
          (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req as IncomingMessage,
        );
        if (!owner) throw { status_code: 403, body: "An upload starts only through the api's checks" };
        return { metadata: { ...upload.metadata, ...owner } };
      },
    });
  }

  /**
   * Every tus call, after the platform's checks (signed in, product:list:edit in the
   * request's project): starting one names a live drama of that project, and the project
   * and account are written into its metadata over whatever the client sent under those
   * names (onUploadCreate); any later call is refused unless the upload is of the request's project.
   */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const scope = scopeOf(request);
    if (scope.all) throw oneProjectOnly('upload');
    const projectCode = scope.projects[0].code;
    if (request.method === 'POST') {
      const metadata = Metadata.parse(headerOf(request, 'upload-metadata'));
      const dramaId = Number(metadata.dramaId);
      if (!Number.isInteger(dramaId) || dramaId < 1)
        throw badRequest('dramaId', 'the upload names no drama (Upload-Metadata dramaId)', 'required');
      const drama = await projectRows(this.db, scope)
        .read('drama')
        .select('id')
        .where('id', '=', dramaId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!drama) throw notFound(`No drama ${dramaId} in project ${projectCode}`);
      OWNERS.set(request.raw, { projectCode, userId: String(request.user?.id ?? ''), dramaId: String(dramaId) });
    } else if (request.method !== 'OPTIONS') {
      const id = (request.params as { '*'?: string })['*'] ?? '';
      if (UPLOAD_ID.test(id)) {
        const upload = await this.store.getUpload(id).catch(() => null);
        if (upload && upload.metadata?.projectCode !== projectCode)
          throw notFound(`No upload ${id} in project ${projectCode}`);
      }
    }
    // bytes, not a change: the change is the attach, which the log keeps
    request.operationLogged = true;
    // from here tus answers on the raw response (its stream is the upload's bytes)
    reply.hijack();
    await this.tus.handle(request.raw, reply.raw);
  }

  /** The upload, if it is finished, of this project and drama; else a 400 naming uploadId. */
  async finished(id: string, projectCode: string, dramaId: number): Promise<FinishedUpload> {
    const upload = await this.store.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.projectCode !== projectCode)
      throw badRequest(
        'uploadId',
        `no upload ${id} in project ${projectCode} (an upload is kept ${STAGED_HOURS} hours)`,
        'uploadGone',
        { hours: STAGED_HOURS },
      );
    if (upload.metadata?.dramaId !== String(dramaId))
      throw badRequest(
        'uploadId',
        `upload ${id} is of drama ${upload.metadata?.dramaId}, not of drama ${dramaId}`,
        'notFound',
      );
    if (upload.size === undefined || upload.offset !== upload.size)
      throw conflict(
        `Upload ${id} is not finished: ${upload.offset} of ${upload.size ?? '?'} bytes are here`,
        'upload.unfinished',
        { received: upload.offset, ...(upload.size !== undefined && { size: upload.size }) },
      );
    return { file: path.join(this.settings.dir, id), size: upload.size, fileName: upload.metadata?.filename ?? '' };
  }

  /** Forgets an upload: its bytes and its record. */
  async discard(id: string): Promise<void> {
    await this.store.remove(id).catch(() => undefined);
  }

  /** Removes what expired unfinished or unattached. */
  cleanUp(): Promise<number> {
    return this.tus.cleanUpExpiredUploads();
  }
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The tus routes: every method tus speaks, the bytes untouched by any body parser. */
export function uploadRoutes(app: ApiInstance, uploads: EpisodeUploads): void {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const options = {
    // a chunk streams for as long as it takes: no transaction is held open for it
    config: { access: 'project' as const, permission: 'product:list:edit', atomic: false as const },
    schema: { hide: true },
    logLevel: 'warn' as const,
  };
  for (const url of ['/product/episode/upload', '/product/episode/upload/*']) {
    app.route({
      method: ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
      url,
      ...options,
      handler: (request, reply) => uploads.handle(request, reply),
    });
  }
}
