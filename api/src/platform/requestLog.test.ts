// The api's log as an operator reads it: one line per answered request, none for health checks;
// and the answers compressed by the process unless nginx in front does it.
import { Writable } from 'node:stream';
import { createTestApp, eventually, type TestApp } from '../testing/testApp';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the request log', () => {
  const lines: LogLine[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());
  beforeEach(() => lines.splice(0));

  it('writes one line for each answered request, with what was asked, the answer and how long it took', async () => {
    const token = await t.signIn('admin');
    // a line is written as its answer has gone: the sign-in's may come after inject returns
    await eventually(async () => lines.some((line) => line.req?.url === '/admin-api/login'));
    lines.splice(0);
    const answer = await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } });
    expect(answer.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/admin-api/getInfo' });
    expect(refused.statusCode).toBe(401);
    await eventually(async () => lines.length >= 2);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/admin-api/getInfo' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 401 } }),
    ]);
  });

  it('leaves health checks out', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin-api/health' });
    expect(answer.statusCode).toBe(200);
    // a request after it is logged, so the health check's line would have come by then
    await t.app.inject({ method: 'GET', url: '/admin-api/getInfo' });
    await eventually(async () => lines.length >= 1);
    expect(lines.map((line) => line.req?.url)).toEqual(['/admin-api/getInfo']);
  });
});

describe('compression', () => {
  const ask = (t: TestApp, token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/admin-api/getInfo',
      headers: { 'client-token': token, 'accept-encoding': 'gzip' },
    });

  it('gzips answers by default (npm start serves alone)', async () => {
    const t = await createTestApp();
    try {
      expect((await ask(t, await t.signIn('admin'))).headers['content-encoding']).toBe('gzip');
    } finally {
      await t.close();
    }
  });

  it('leaves them to nginx when told (API_COMPRESSION=off)', async () => {
    const t = await createTestApp({ compress: false });
    try {
      const answer = await ask(t, await t.signIn('admin'));
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json().data.name).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });
});
