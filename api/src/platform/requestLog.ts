// The api's log: written through an asynchronous destination, so a busy process never waits on
// its output, and one line per answered request, with what was asked and the answer (Fastify's
// own are two: one on arrival, one on completion). Health checks are left out: a probe every few
// seconds would drown what people did.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** Lines are written in batches of this many bytes… */
const LOG_BATCH_BYTES = 4096;
/** …or what is buffered at least this often, so a quiet process's lines show within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output, written in the background, in batches: each write is a system call, which
 * under load cost the process more than making the line did; flushSync() before the process exits.
 */
export function asyncLogDestination(): pino.DestinationStream & { flushSync(): void } {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/** Fastify's per-request log lines as one, written when the request is answered. */
export class RequestLog extends LogController {
  constructor() {
    super({
      disableRequestLogging: (request: FastifyRequest) => request.routeOptions?.config?.logged === false,
    });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
