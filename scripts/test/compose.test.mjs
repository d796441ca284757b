// docker-compose.yml agrees with the code. No Docker engine runs the tests, so this checks
// what can go wrong without one: the file parses, and each service's environment, ports and
// volumes match what nginx's config template, the api's config and the release scripts
// expect. (The nginx config itself is exercised by the browser suite in e2e/.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Compose's variable interpolation (${VAR}, ${VAR:-default}, ${VAR-default}, $$) with `env`. */
function interpolate(value, env = {}) {
  return String(value).replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g,
    (match, name, operator, fallback) => {
      if (match === '$$') return '$';
      const set = env[name];
      if (operator === ':-') return set ? set : fallback;
      if (operator === '-') return set !== undefined ? set : fallback;
      return set ?? '';
    },
  );
}

/** A service's environment as an object, with the defaults a plain `docker compose up` uses. */
function environment(service) {
  const raw = Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((line) => line.split(/=(.*)/s).slice(0, 2)))
    : (service.environment ?? {});
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, interpolate(value)]));
}

/** Short-syntax volumes ("source:target[:mode]") as { source, target, mode }. */
function volumes(service) {
  return (service.volumes ?? []).map((entry) => {
    if (typeof entry === 'object')
      return { source: entry.source, target: entry.target, mode: entry.read_only ? 'ro' : 'rw' };
    const [source, target, mode = 'rw'] = interpolate(entry).split(':');
    return { source, target, mode };
  });
}

const compose = YAML.parse(read('docker-compose.yml'));
const { nginx, api, postgres, redis } = compose.services;
const nginxEnv = environment(nginx);
const apiEnv = environment(api);
const template = read('nginx/templates/default.conf.template');

describe('docker-compose.yml', () => {
  it('describes the stack: nginx, the api, PostgreSQL and Redis, each from an image or a build', () => {
    assert.deepEqual(Object.keys(compose.services).sort(), ['api', 'nginx', 'postgres', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      assert.ok(service.image || service.build, `${name} has an image or a build`);
    }
    assert.match(nginx.image, /^nginx:/);
    assert.match(postgres.image, /^postgres:/);
    assert.match(redis.image, /^redis:/);
  });

  it('gives nginx a value for every placeholder of its config template, and no others', () => {
    const placeholders = [
      ...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1])),
    ].sort();
    assert.deepEqual(placeholders, ['API_UPSTREAM', 'NGINX_LISTEN', 'RELEASES_DIR']);
    assert.deepEqual(Object.keys(nginxEnv).sort(), placeholders);
    // The image renders /etc/nginx/templates/<name>.template into conf.d/<name>; "default"
    // replaces the image's own default site instead of sitting beside it.
    const templates = volumes(nginx).find((volume) => volume.target === '/etc/nginx/templates');
    assert.ok(templates, 'the templates folder is mounted where the image looks for templates');
    assert.equal(path.resolve(ROOT, templates.source), path.join(ROOT, 'nginx/templates'));
    assert.equal(templates.mode, 'ro');
    assert.deepEqual(fs.readdirSync(path.join(ROOT, 'nginx/templates')), ['default.conf.template']);
  });

  it('publishes the port nginx listens on', () => {
    const published = nginx.ports.map((port) => interpolate(port).split(':'));
    assert.deepEqual(published, [['8080', nginxEnv.NGINX_LISTEN]]);
  });

  it('mounts the releases folder the release scripts write where nginx serves from', () => {
    const releases = volumes(nginx).find((volume) => volume.target === nginxEnv.RELEASES_DIR);
    assert.ok(releases, `a volume is mounted at RELEASES_DIR (${nginxEnv.RELEASES_DIR})`);
    assert.equal(releases.mode, 'ro', 'nginx only reads releases/');
    // The release/rollback scripts' default folder, read from the scripts themselves.
    const env = { ...process.env };
    delete env.RELEASES_DIR;
    const scripts = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { RELEASES_DIR } from './scripts/lib/releases.mjs'; console.log(RELEASES_DIR)",
      ],
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    assert.equal(scripts.status, 0, scripts.stderr);
    assert.equal(path.resolve(ROOT, releases.source), scripts.stdout.trim());
    // And the same RELEASES_DIR override moves both.
    assert.equal(
      interpolate(
        nginx.volumes.find((entry) => String(entry).includes('/srv/releases')),
        { RELEASES_DIR: '/data/releases' },
      ).split(':')[0],
      '/data/releases',
    );
  });

  it('points nginx at the api service on the port the api listens on, on every interface', () => {
    const [host, port] = nginxEnv.API_UPSTREAM.split(':');
    assert.equal(host, 'api');
    assert.equal(apiEnv.PORT, port);
    assert.equal(apiEnv.HOST, '0.0.0.0', 'the api listens beyond its own loopback');
    assert.ok((api.expose ?? []).map(String).includes(port));
    assert.equal(nginx.depends_on.api.condition, 'service_healthy');
  });

  it('sets only environment variables the api reads, with values it accepts', () => {
    const config = read('api/src/config.ts');
    const readByApi = new Set(
      [...config.matchAll(/env\.([A-Z][A-Z0-9_]*)|env, '([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1] ?? match[2]),
    );
    // Read by the customer-service chat's Redis fan-out (ARCHITECTURE "Scale-out") once it exists.
    const readLater = new Set(['REDIS_URL']);
    for (const name of Object.keys(apiEnv)) {
      assert.ok(readByApi.has(name) || readLater.has(name), `api/src/config.ts does not read ${name}`);
    }
    assert.match(apiEnv.PORT, /^\d+$/);
    assert.match(apiEnv.PG_POOL_SIZE, /^\d+$/);
    const seedSizes = /SEED_SIZES = \{([^}]*)\}/.exec(read('api/src/db/seed/index.ts'))[1].match(/\w+(?=:)/g);
    assert.ok(
      seedSizes.includes(apiEnv.SEED_SIZE),
      `SEED_SIZE "${apiEnv.SEED_SIZE}" is one of ${seedSizes.join(', ')}`,
    );
    // Fastify's trustProxy: a proxy-addr preset or addresses; nginx reaches the api from the
    // compose network's private range.
    assert.ok(
      ['loopback', 'linklocal', 'uniquelocal'].includes(apiEnv.TRUST_PROXY),
      `TRUST_PROXY ${apiEnv.TRUST_PROXY}`,
    );
  });

  it('gives the api the PostgreSQL and Redis services of the stack', () => {
    const database = new URL(apiEnv.DATABASE_URL);
    const pg = environment(postgres);
    assert.equal(database.protocol, 'postgres:');
    assert.equal(database.hostname, 'postgres');
    assert.equal(database.port, '5432');
    assert.equal(database.username, pg.POSTGRES_USER);
    assert.equal(database.password, pg.POSTGRES_PASSWORD);
    assert.equal(database.pathname, `/${pg.POSTGRES_DB}`);
    // One password setting moves both.
    const secret = { POSTGRES_PASSWORD: 's3cret' };
    assert.equal(
      new URL(interpolate(api.environment.DATABASE_URL, secret)).password,
      interpolate(postgres.environment.POSTGRES_PASSWORD, secret),
    );

    const cache = new URL(apiEnv.REDIS_URL);
    assert.equal(cache.protocol, 'redis:');
    assert.equal(cache.hostname, 'redis');
    assert.equal(cache.port, '6379');
    assert.equal(api.depends_on.postgres.condition, 'service_healthy');
    assert.equal(api.depends_on.redis.condition, 'service_healthy');
  });

  it('keeps the data in named volumes', () => {
    const named = Object.keys(compose.volumes ?? {});
    const dataOf = (service, target) => volumes(service).find((volume) => volume.target === target);
    assert.ok(
      named.includes(dataOf(postgres, '/var/lib/postgresql/data')?.source),
      'PostgreSQL data in a named volume',
    );
    assert.ok(named.includes(dataOf(redis, '/data')?.source), 'Redis data in a named volume');
    for (const service of Object.values(compose.services)) {
      for (const volume of volumes(service)) {
        const isPath = /^[./~]/.test(volume.source);
        assert.ok(isPath || named.includes(volume.source), `volume ${volume.source} is declared`);
      }
    }
  });

  it("checks the api's health where the api answers it", () => {
    assert.match(read('api/src/platform/http.ts'), /API_PREFIX = '\/admin-api'/);
    assert.match(read('api/src/platform/health.routes.ts'), /'\/health'/);
    assert.ok(api.healthcheck.test.join(' ').includes(`http://127.0.0.1:${apiEnv.PORT}/admin-api/health`));
  });

  it('builds the api image from files that exist and starts what the api build produces', () => {
    const dockerfile = api.build.dockerfile_inline;
    for (const [, sources] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of sources.split(/\s+/)) assert.ok(fs.existsSync(path.join(ROOT, source)), `${source} exists`);
    }
    const tsconfig = read('api/tsconfig.json');
    assert.match(tsconfig, /"rootDir": "src"/);
    assert.match(tsconfig, /"outDir": "dist"/);
    assert.ok(fs.existsSync(path.join(ROOT, 'api/src/server.ts')));
    assert.match(dockerfile, /CMD \["node", "api\/dist\/server\.js"\]/);
    assert.equal(JSON.parse(read('api/package.json')).scripts.start, 'node dist/server.js');
  });

  it('runs the api on the Node major the packages target (engines)', () => {
    const major = /^>=(\d+)/.exec(JSON.parse(read('api/package.json')).engines.node)[1];
    const images = [...api.build.dockerfile_inline.matchAll(/^FROM node:(\d+)-/gm)].map(([, image]) => image);
    assert.ok(images.length >= 2);
    assert.deepEqual(new Set(images), new Set([major]));
    assert.equal(JSON.parse(read('package.json')).engines.node, JSON.parse(read('api/package.json')).engines.node);
  });
});
