// The nginx front door's proxying of /admin-api, which the product's pages do not reach
// yet: the WebSocket upgrade (for the customer-service chat to come), the client's address
// passed on, the body limit. The api has no WebSocket endpoint yet, so a small upstream
// stands in for it here and answers with what it received; replace it with the real
// api once the chat exists. Everything else in these tests is the real thing: nginx with
// nginx/templates/default.conf.template started by scripts/nginx.mjs, Chromium, releases/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser } from './lib/browser.mjs';
import { ROOT, ensureBuilt, startNginx } from './lib/product.mjs';

let upstream;
let front;
let browser;

/** What the upstream saw of a request, as JSON. */
function seen(request) {
  const pick = ['host', 'upgrade', 'connection', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip'];
  return JSON.stringify({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(pick.map((name) => [name, request.headers[name] ?? null])),
  });
}

function textFrame(text) {
  const payload = Buffer.from(text);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, payload.length])
      : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

before(async () => {
  ensureBuilt();
  upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(seen(request)));
  });
  // A WebSocket handshake (RFC 6455), then one text message: what the upstream received.
  upstream.on('upgrade', (request, socket) => {
    const accept = crypto
      .createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      [
        'HTTP/1.1 101 Switching Protocols',
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Accept: ${accept}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(textFrame(seen(request)));
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startNginx({ api: `127.0.0.1:${upstream.address().port}`, releasesDir: path.join(ROOT, 'releases') });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (front) {
    const exited = new Promise((resolve) => front.child.once('exit', resolve));
    front.child.kill('SIGTERM');
    await exited;
  }
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve) ?? resolve());
});

describe('the nginx front door', () => {
  it("carries a WebSocket under /admin-api through to the api, within the page's security policy", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = [];
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
    await page.goto(`${front.url}/login`);
    const received = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`ws://${location.host}/admin-api/chat/socket`);
          socket.onmessage = (event) => {
            resolve(event.data);
            socket.close();
          };
          socket.onerror = () => reject(new Error('the WebSocket failed'));
        }),
    );
    const request = JSON.parse(received);
    assert.equal(request.url, '/admin-api/chat/socket');
    assert.equal(request.headers.upgrade, 'websocket');
    assert.match(request.headers.connection, /upgrade/i);
    assert.equal(request.headers['x-forwarded-for'], '127.0.0.1');
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('tells the api who the client is, whatever the client claims, over keep-alive connections', async () => {
    const response = await fetch(`${front.url}/admin-api/getInfo?x=1`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(response.status, 200);
    const request = await response.json();
    assert.equal(request.url, '/admin-api/getInfo?x=1');
    assert.deepEqual(
      {
        host: request.headers.host,
        forwardedFor: request.headers['x-forwarded-for'],
        proto: request.headers['x-forwarded-proto'],
        realIp: request.headers['x-real-ip'],
        upgrade: request.headers.upgrade,
      },
      { host: '127.0.0.1', forwardedFor: '127.0.0.1', proto: 'http', realIp: '127.0.0.1', upgrade: null },
    );
    assert.notEqual(request.headers.connection, 'close', 'nginx keeps its connections to the api open');
  });

  it("stops a body over the api's 1 MB limit at the door", async () => {
    const response = await fetch(`${front.url}/admin-api/login`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    assert.equal(response.status, 413);
  });

  it('npm run nginx refuses a releases folder with nothing built in it', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-empty-releases-'));
    try {
      const result = spawnSync(
        process.execPath,
        [path.join(ROOT, 'scripts/nginx.mjs'), '--port', '8088', '--releases', empty],
        { encoding: 'utf8' },
      );
      assert.equal(result.status, 1);
      assert.match(result.stderr, /has no index\.html: build the product first/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
