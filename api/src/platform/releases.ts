// "One process is the whole product": when the built front-end (releases/) is there,
// the api serves it too. Pointers that change on each release (index.html, the registry,
// version.txt, module-federation manifests and entries) are never cached; everything
// else lives in versioned folders and is cached for good.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { API_PREFIX, APP_API_PREFIX } from './http';

const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'version.txt', 'mf-manifest.json', 'remoteEntry.js']);
const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Only what browsers need: the pointers and the version folders. releases/ also holds the
 * release history (who switched what), locks and staging folders, which are nobody's business.
 */
export function isPublicReleaseFile(urlPath: string): boolean {
  const file = `/${urlPath.replace(/^\/+/, '')}`; // sendFile('index.html') asks without the slash
  if (file.split('/').some((segment) => segment.startsWith('.'))) return false;
  return ['/', '/index.html', '/remotes.json', '/version.txt'].includes(file) || /^\/(host|remotes)\//.test(file);
}

export function cacheControlFor(filePath: string): string {
  return ALWAYS_FRESH.has(path.basename(filePath)) ? NO_CACHE : FOREVER;
}

export async function installReleases(app: FastifyInstance, releasesDir: string | null): Promise<void> {
  const serving = releasesDir !== null && fs.existsSync(path.join(releasesDir));
  if (serving) {
    await app.register(fastifyStatic, {
      root: path.resolve(releasesDir),
      prefix: '/',
      cacheControl: false,
      allowedPath: (urlPath) => isPublicReleaseFile(urlPath),
      // (the raw response: @fastify/static calls this before the reply's own headers)
      setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (serving && wantsTheApp(request) && fs.existsSync(path.join(releasesDir, 'index.html'))) {
      // A deep link into the single-page app (/product/list): the host's router takes it.
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    }
    const url = request.url.split('?')[0];
    const isApi = url.startsWith(API_PREFIX) || url.startsWith(APP_API_PREFIX);
    const message = isApi ? `No such endpoint: ${request.method} ${url}` : `Not found: ${url}`;
    return sendError(request, reply, 404, message);
  });
}

function wantsTheApp(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0];
  const lastSegment = url.slice(url.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith(API_PREFIX) &&
    !url.startsWith(APP_API_PREFIX) &&
    !lastSegment.includes('.') && // a missing file (with an extension) stays a 404
    (request.headers.accept ?? '').includes('text/html')
  );
}
