// npm run nginx: the production front door on this machine. Serves releases/ and proxies
// /admin-api to the api with nginx/templates/default.conf.template (the same file
// docker-compose uses), no root privileges needed.
//
//   npm run nginx -- [--port 8088] [--host 127.0.0.1] [--api 127.0.0.1:8080[,127.0.0.1:8081…]] [--releases releases/] [--access-log]
//                    [--tls-cert cert.pem --tls-key key.pem]   HTTPS with HTTP/2 instead of plain HTTP
//   env: NGINX_PORT, NGINX_HOST, API_UPSTREAM, RELEASES_DIR, NGINX_BIN, NGINX_TLS_CERT, NGINX_TLS_KEY
//
// The config is written into a temporary prefix folder (pid, temp files, logs) that is
// removed when nginx stops. Start the api first (`TRUST_PROXY=loopback npm start` serves it
// on 8080 and believes the client address nginx forwards).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = path.join(ROOT, 'nginx', 'templates', 'default.conf.template');

/** Fills the ${NAME} placeholders of a template; a placeholder without a value is an error. */
export function renderTemplate(text, values) {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE} uses \${${name}}, which has no value`);
    return values[name];
  });
}

function option(args, name, envName, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
    return value;
  }
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  return process.env[envName] || fallback;
}

function findNginx() {
  const candidates = [
    process.env.NGINX_BIN,
    'nginx',
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/opt/homebrew/bin/nginx',
  ].filter(Boolean);
  for (const candidate of candidates) {
    const result = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!result.error && result.status === 0) return candidate;
  }
  throw new Error('nginx was not found (apt-get install nginx, or set NGINX_BIN)');
}

/** mime.types sits beside the nginx.conf the binary was built for. */
function findMimeTypes(nginx) {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${built.stdout}${built.stderr}`)?.[1];
  const candidates = [confPath && path.join(path.dirname(confPath), 'mime.types'), '/etc/nginx/mime.types'].filter(
    Boolean,
  );
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`mime.types not found (looked at ${candidates.join(', ')})`);
  return found;
}

/**
 * Writes the config into a fresh prefix folder.
 * @returns {{ prefix: string, confFile: string }}
 */
export function writeConfig({ nginx, listen, releasesDir, apiUpstream, accessLog = false, tls = null }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-nginx-'));
  for (const dir of ['conf', 'conf/tls', 'logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir));
  const site = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    NGINX_LISTEN: tls ? `${listen} ssl http2` : listen,
    RELEASES_DIR: releasesDir,
    // several api processes (a comma list): nginx spreads requests and sockets over them
    API_UPSTREAM: apiUpstream
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean)
      .join('; server '),
  });
  fs.writeFileSync(path.join(prefix, 'conf', 'default.conf'), site);
  if (tls) {
    // The template's `include tls/*.conf`: the certificate of this server.
    const tlsConf = [
      `ssl_certificate ${path.resolve(tls.cert)};`,
      `ssl_certificate_key ${path.resolve(tls.key)};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_session_cache shared:backoffice_tls:1m;',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(prefix, 'conf', 'tls', 'backoffice.conf'), tlsConf);
  }
  const temp = (name) => path.join(prefix, 'tmp', name);
  const main = [
    '# Written by scripts/nginx.mjs: nginx without root, everything inside this prefix.',
    // As root the workers would run as "nobody" and could not read a private releases folder.
    process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    `    include ${findMimeTypes(nginx)};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    keepalive_timeout 65;',
    `    access_log ${accessLog ? '/dev/stdout' : 'off'};`,
    `    client_body_temp_path ${temp('client_body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    `    include ${path.join(prefix, 'conf', 'default.conf')};`,
    '}',
    '',
  ].join('\n');
  const confFile = path.join(prefix, 'conf', 'nginx.conf');
  fs.writeFileSync(confFile, main);
  return { prefix, confFile };
}

function waitForPort(host, port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`nginx did not listen on ${host}:${port} in ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(option(args, 'port', 'NGINX_PORT', '8088'));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, got ${port}`);
  const host = option(args, 'host', 'NGINX_HOST', '127.0.0.1');
  const apiUpstream = option(args, 'api', 'API_UPSTREAM', '127.0.0.1:8080')
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  const releasesDir = path.resolve(option(args, 'releases', 'RELEASES_DIR', path.join(ROOT, 'releases')));
  if (!fs.existsSync(path.join(releasesDir, 'index.html'))) {
    throw new Error(`${releasesDir} has no index.html: build the product first (npm run build)`);
  }

  const tlsCert = option(args, 'tls-cert', 'NGINX_TLS_CERT', '');
  const tlsKey = option(args, 'tls-key', 'NGINX_TLS_KEY', '');
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('--tls-cert and --tls-key go together');
  for (const file of [tlsCert, tlsKey].filter(Boolean))
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);

  const nginx = findNginx();
  const { prefix, confFile } = writeConfig({
    nginx,
    listen: `${host}:${port}`,
    releasesDir,
    apiUpstream,
    accessLog: args.includes('--access-log'),
    tls: tlsCert ? { cert: tlsCert, key: tlsKey } : null,
  });
  const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });

  const check = spawnSync(nginx, ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) {
    cleanUp();
    throw new Error(`the nginx config does not pass \`nginx -t\`:\n${check.stderr}`);
  }

  const child = spawn(nginx, ['-e', 'stderr', '-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopping = true;
      // nginx's fast shutdown is SIGTERM; SIGQUIT would wait for open WebSockets.
      child.kill('SIGTERM');
    });
  }

  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
  try {
    await waitForPort(shown, port, child);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    cleanUp();
    throw error;
  }
  exited.then(({ code, signal }) => {
    cleanUp();
    process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  });
  console.log(
    `Backoffice through nginx at ${tlsCert ? 'https' : 'http'}://${shown}:${port} (releases: ${releasesDir}, api: ${apiUpstream})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`nginx: ${error.message}`);
    process.exit(1);
  });
}
