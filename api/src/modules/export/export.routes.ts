import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { FileAnswer, ok } from '../../platform/envelope';
import { sendError } from '../../platform/errors';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import {
  CONTENT_TYPES,
  DeletedAnswer,
  DownloadAnswer,
  ExportJobAnswer,
  ExportJobIdParams,
  ExportJobListAnswer,
  ExportListQuery,
  type ExportSettings,
  MyExportsQuery,
  presentJob,
  TicketParams,
} from '../../domain/export';
import {
  createTicket,
  deleteJob,
  Gone,
  jobFor,
  listJobs,
  myJobs,
  RECORD_PERMISSIONS,
  redeemTicket,
  retryJob,
} from './export.service';

const TAGS = ['export'];
const WHO =
  "The requester, or a holder of the permission in the job's project; a job of a project the caller cannot see is a 404.";

/** `attachment` with an ASCII fallback and the real name per RFC 5987 (Chinese names survive). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file that existed and is gone is a 410, which the platform's errors do not cover. */
async function orGone<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Gone) return sendError(request, reply, 410, error.message, [], { problem: error.problem });
    throw error;
  }
}

// The export-record screen (setting/export-record) and each list's export button.
export function exportRoutes(app: ApiInstance, db: Kysely<Database>, jobs: Jobs, settings: ExportSettings): void {
  app.get(
    '/export/list',
    {
      config: { permission: RECORD_PERMISSIONS.query },
      schema: {
        summary: 'Export records',
        description:
          "Every export in the request's projects (`all`: those where the permission is held, and the `all` exports).",
        tags: TAGS,
        querystring: ExportListQuery,
        response: { 200: ExportJobListAnswer },
      },
    },
    async (request) => ok(await listJobs(db, scopeOf(request), request.query)),
  );

  app.get(
    '/export/mine',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My exports',
        description:
          "The caller's exports, newest first; `projectCode` (sent by the browser) narrows to that project's (`all`: the all-project ones).",
        tags: TAGS,
        querystring: MyExportsQuery,
        response: { 200: ExportJobListAnswer },
      },
    },
    async (request) => ok(await myJobs(db, userOf(request), request.query)),
  );

  app.get(
    '/export/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'An export, with its progress',
        description: `${WHO} Permission: setting:export-record:query.`,
        tags: TAGS,
        params: ExportJobIdParams,
        response: { 200: ExportJobAnswer },
      },
    },
    async (request) => ok(presentJob(await jobFor(db, userOf(request), request.params.id, [RECORD_PERMISSIONS.query]))),
  );

  app.post(
    '/export/:id/download',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Download an export',
        description: `${WHO} Permission: setting:export-record:download. Answers a link valid once, for 5 minutes (a browser download cannot send the client-token); 410 once the file expired.`,
        tags: TAGS,
        params: ExportJobIdParams,
        response: { 200: DownloadAnswer },
      },
    },
    async (request, reply) =>
      orGone(request, reply, async () => ok(await createTicket(db, userOf(request), request.params.id))),
  );

  app.get(
    '/export-file/:ticket',
    {
      config: { access: 'public' },
      // The ticket is in the URL: keep it out of the request log.
      logLevel: 'warn',
      schema: {
        summary: 'An export file, by download link',
        description:
          'The file as an attachment; 404 for an unknown link, 410 for a used or expired one or an expired file.',
        tags: TAGS,
        params: TicketParams,
        response: { 200: FileAnswer('The export file', Object.values(CONTENT_TYPES)) },
      },
    },
    async (request, reply) =>
      orGone(request, reply, async () => {
        const { job, file } = await redeemTicket(db, settings.dir, request.params.ticket);
        const size = (await fs.promises.stat(file)).size;
        return reply
          .header('content-type', CONTENT_TYPES[job.format])
          .header('content-disposition', contentDisposition(job.file_name))
          .header('content-length', size)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(fs.createReadStream(file));
      }),
  );

  app.post(
    '/export/:id/retry',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Retry an export',
        description: `${WHO} Permission: setting:export-record:query, and the list's export permission now. Only a failed or expired export (409 otherwise); answers the new job.`,
        tags: TAGS,
        params: ExportJobIdParams,
        response: { 200: ExportJobAnswer },
      },
    },
    async (request) => ok(await retryJob(db, jobs, userOf(request), request.params.id)),
  );

  app.delete(
    '/export/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete an export',
        description:
          "Removes the file; the record is kept as deleted. Permission: setting:export-record:delete in the job's project.",
        tags: TAGS,
        params: ExportJobIdParams,
        response: { 200: DeletedAnswer },
      },
    },
    async (request) => ok(await deleteJob(db, settings.dir, userOf(request), request.params.id)),
  );
}
