import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PERMISSIONS } from '@backoffice/shared/catalogue';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppDatabase } from '../db/database';
import { findMigrations } from '../db/migrations';
import type { Database } from '../db/types';
import { createTestApp, type TestApp } from '../testing/testApp';
import { installErrorHandling } from './errors';
import { healthRoutes } from './health.routes';
import type { ApiInstance } from './http';
import { installReleases } from './releases';
import { installRouteDeclarations } from './routes';

let t: TestApp;
let releases: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(releases, file)), { recursive: true });
  fs.writeFileSync(path.join(releases, file), content);
}

beforeAll(async () => {
  releases = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  write('index.html', '<!doctype html><title>Backoffice</title>');
  write('remotes.json', '{"remotes":{}}');
  write('version.txt', 'host-1');
  write('host/1.0.0/main.3f2a.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('remotes/product/1.0.0/mf-manifest.json', '{}');
  write('remotes/product/1.0.0/remoteEntry.js', '/* entry */');
  t = await createTestApp({ releasesDir: releases });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(releases, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /admin-api/health', () => {
  it('reports the database engine, its latency and the schema version', async () => {
    const newest = Object.keys(await findMigrations()).at(-1);
    expect(newest).toMatch(/^(\d{4}|\d{12})_[a-z0-9_]+$/);
    const response = await get('/admin-api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      message: 'success',
      data: {
        status: 'ok',
        database: {
          engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          latencyMs: expect.any(Number),
          migration: newest,
        },
      },
    });
  });

  it('answers 500 when the database does not answer', async () => {
    const app = Fastify() as unknown as ApiInstance;
    installErrorHandling(app);
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 }),
      }),
    });
    healthRoutes(app, { db: unreachable, engine: 'postgres', close: async () => undefined } as AppDatabase);
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'The database is not answering', data: null });
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});

describe('errors', () => {
  it('answers an unexpected failure with a generic 500, never the stack', async () => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: 'Internal error, please try again', data: null });
    expect(response.body).not.toMatch(/secret|at .*:\d+/);
    await app.close();
  });

  it('answers an unknown endpoint with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin-api/nowhere', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'No such endpoint: POST /admin-api/nowhere', data: null });
  });
});

describe('route declarations', () => {
  it('refuses to start with a project route that names no permission', async () => {
    const app = Fastify();
    installRouteDeclarations(app);
    expect(() => app.get('/admin-api/open-to-every-member', async () => 'x')).toThrow(/names no permission/);
    app.get('/admin-api/declared', { config: { permission: 'dashboard:workplace:query' } }, async () => 'x');
    app.get('/admin-api/public', { config: { access: 'public' } }, async () => 'x');
    await app.close();
  });
});

describe('permissions', () => {
  it('every route requires a permission of the catalogue of screens (a button the seeded menu has)', async () => {
    const document = (await get('/admin-api/openapi.json')).json();
    const required = Object.values(document.paths as Record<string, Record<string, { description?: string }>>)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) =>
        [...(operation.description ?? '').matchAll(/requires permission `([^`]+)`/g)].map((match) => match[1]),
      );
    expect(required.length).toBeGreaterThan(20);
    expect(required.filter((permission) => !PERMISSIONS.has(permission))).toEqual([]);
  });
});

describe('GET /admin-api/openapi.json', () => {
  it('documents every route from its schema, with the token scheme', async () => {
    const response = await get('/admin-api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    // the paths are the discovered modules' routes (modules.test.ts); here, the document's own shape
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/admin-api/'))).toBe(true);
    expect(doc.components.securitySchemes.clientToken).toEqual({ type: 'apiKey', in: 'header', name: 'client-token' });
    expect(doc.paths['/admin-api/getInfo'].get.security).toEqual([{ clientToken: [] }]);
    expect(doc.paths['/admin-api/login'].post.security).toEqual([]); // stated: no token
    const login = doc.paths['/admin-api/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['username', 'password']);
    expect(login.properties.password).toMatchObject({ type: 'string', minLength: 1, maxLength: 64 });
    expect(doc.paths['/admin-api/oplog/list'].get.description).toMatch(/customer-service:oplog:query/);
    expect(
      doc.paths['/admin-api/oplog/list'].get.responses['4XX'] ??
        doc.paths['/admin-api/oplog/list'].get.responses['4xx'],
    ).toBeDefined();
  });
});

describe('the built front-end (releases/)', () => {
  it('serves index.html and the release pointers without caching', async () => {
    for (const url of [
      '/',
      '/remotes.json',
      '/version.txt?t=123',
      '/remotes/product/1.0.0/mf-manifest.json',
      '/remotes/product/1.0.0/remoteEntry.js',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
    expect((await get('/')).body).toContain('<title>Backoffice</title>');
  });

  it('caches versioned files for good, gzipped when the browser accepts it', async () => {
    const response = await get('/host/1.0.0/main.3f2a.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers deep links with index.html, and missing files with 404', async () => {
    const deepLink = await get('/product/list?page=2', { accept: 'text/html,application/xhtml+xml' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body).toContain('<title>Backoffice</title>');

    expect((await get('/host/1.0.0/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    const api = await get('/admin-api/missing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
    // not a page request: no fallback
    expect((await get('/product/list', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('keeps the release history, locks and staging folders private', async () => {
    write('history.jsonl', '{"who":"ops"}\n');
    write('.lock', '123');
    write('.staging/host-2/main.js', 'x');
    for (const url of ['/history.jsonl', '/.lock', '/.staging/host-2/main.js', '/remotes/.removing-x/a.js']) {
      const response = await get(url, { accept: '*/*' });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('ops');
    }
  });

  it('serves the api alone when there is no releases folder', async () => {
    const app = Fastify();
    await installReleases(app, path.join(releases, 'does-not-exist'));
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
