// The app users' side fuzzed from its own OpenAPI document, as platform/fuzz.test.ts fuzzes the
// staff's (the generator is testing/fuzz.ts): every documented app call with a valid baseline,
// then with one thing changed at a time, as a signed-in app user and, for a signed-in call,
// without a token or with a bad one. Whatever is sent, the answer is the api's: never a 5xx, the
// envelope with code == status, a 400 naming its fields, a 401 without a valid app-user token.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { appClient } from '../testing/appClient';
import {
  baselineOf,
  FUZZ_SEED,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  payloadOf,
  urlOf,
} from '../testing/fuzz';
import { createTestApp, type TestApp } from '../testing/testApp';
import { mutationsOf } from '../testing/fuzz';
import { APP_API_PREFIX } from './http';
import { creditWallet } from '../domain/wallet';
import { projectRows } from './projectRows';

let t: TestApp;
beforeAll(async () => {
  // a few hundred calls of one user from one address: no 429 in the way of what comes after
  const plenty = { max: 1_000_000, windowSeconds: 60 };
  t = await createTestApp({ appApi: { rateLimits: { perUser: plenty, perAddress: plenty } } });
});
afterAll(() => t.close());

function problemsOf(operation: Operation, response: LightMyRequestResponse, signedIn: boolean): string[] {
  const status = response.statusCode;
  let body: { code?: unknown; message?: unknown; data?: unknown; errors?: unknown };
  try {
    body = response.json();
  } catch {
    return [`${status} whose body is not JSON: ${response.body.slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} ${String(body.message)}`);
  if (body.code !== status || typeof body.message !== 'string' || !('data' in body))
    problems.push(`${status} not in the envelope: ${response.body.slice(0, 200)}`);
  if (status >= 400 && body.data !== null) problems.push(`${status} with data that is not null`);
  const errors = body.errors as { field?: unknown }[] | undefined;
  if (
    status === 400 &&
    !(Array.isArray(errors) && errors.length && errors.every((error) => typeof error.field === 'string'))
  )
    problems.push(`400 naming no field: ${String(body.message)}`);
  if (!signedIn && operation.secured && status !== 401) problems.push(`${status} instead of 401 without a token`);
  return problems;
}

it('answers every documented app call, whatever it is sent, like the api', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: `${APP_API_PREFIX}/openapi.json` })).json() as OpenApiDocument;
  // signed in: the calls that take the app user token besides the app key (operationsOf counts the key alone)
  const operations = operationsOf(doc, APP_API_PREFIX).map((operation) => ({
    ...operation,
    secured: JSON.stringify(doc.paths[operation.path][operation.method.toLowerCase()].security).includes('appToken'),
  }));
  expect(operations.map((operation) => operation.name).sort()).toEqual([
    'DELETE /dramas/{dramaCode}/follow',
    'GET /activities/check-in',
    'GET /activities/tasks',
    'GET /chat/conversations/current',
    'GET /chat/conversations/{id}/messages',
    'GET /dramas',
    'GET /dramas/{dramaCode}/episodes',
    'GET /draws',
    'GET /inbox',
    'GET /me',
    'GET /orders/{orderNo}',
    'GET /packages',
    'POST /activities/{id}/check-in',
    'POST /activities/{id}/claim',
    'POST /activities/{id}/make-up',
    'POST /chat/conversations',
    'POST /chat/conversations/{id}/close',
    'POST /chat/conversations/{id}/messages',
    'POST /chat/conversations/{id}/read',
    'POST /chat/conversations/{id}/satisfaction',
    'POST /chat/conversations/{id}/typing',
    'POST /chat/uploads',
    'POST /dramas/{dramaCode}/follow',
    'POST /draws/{id}/draw',
    'POST /inbox/{id}/read',
    'POST /orders',
    'POST /orders/{orderNo}/google-play-purchase',
    'POST /orders/{orderNo}/test-checkout',
    'POST /plays',
    'POST /sign-in',
    'POST /sign-out',
  ]);
  const app = appClient(t);
  const [drama] = (await app.call('GET', '/dramas?pageSize=1', (await app.signIn('device-fuzz-0')).token)).json().data
    .list;
  // a package the demo sells to these users (android, US) through its test channel
  const forSale = (await app.call('GET', '/packages', (await app.signIn('device-fuzz-0')).token)).json().data.list as {
    id: number;
    channels: { code: string; provider: string }[];
  }[];
  const bought = forSale.find((one) => one.channels.some((channel) => channel.provider === 'test'))!;
  const purchase = { packageId: bought.id, channelCode: bought.channels.find((one) => one.provider === 'test')!.code };
  // a Google Play purchase's token is confirmed against an order through Google Play
  const byGoogle = forSale.find((one) => one.channels.some((channel) => channel.provider === 'google_play'))!;
  const googlePurchase = {
    packageId: byGoogle.id,
    channelCode: byGoogle.channels.find((one) => one.provider === 'google_play')!.code,
  };
  const failures: string[] = [];
  // the activities the app's activity calls act on: a check-in with make-up days, a one-episode watch task
  const { rows: activities } = await sql<{ id: number; type: number }>`
    insert into activity (project_code, type, currency, status, start_time, end_time, title, config)
    values ('drama-us', 2, 2, 0, now() - interval '30 days', now() + interval '30 days', 'Fuzz check-in',
        '{"ladder":[1,2,3,4,5,6,7],"makeUpDays":3}'),
      ('drama-us', 7, 1, 0, now() - interval '30 days', now() + interval '30 days', 'Fuzz watch', '{"episodes":1,"reward":1}')
    returning id, type`.execute(t.db);
  const activityId = (type: number) => String(activities.find((activity) => activity.type === type)!.id);
  let requests = 0;
  /** The user's conversation with customer service (closed: one to rate). */
  const conversationOf = async (token: string, closed: boolean) => {
    const id = String((await app.call('POST', '/chat/conversations', token, {})).json().data.id);
    if (closed) await app.call('POST', `/chat/conversations/${id}/close`, token, {});
    return id;
  };

  const send = async (operation: Operation, request: FuzzRequest, change: string, token?: string) => {
    requests++;
    const { payload, contentType } = payloadOf(request.body);
    const response = await t.app.inject({
      method: operation.method,
      url: urlOf(operation, request),
      headers: {
        'x-app-key': app.key,
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const problem of problemsOf(operation, response, token !== undefined && token.startsWith('app.')))
      failures.push(`${operation.name} ${change}: ${problem}`);
    return response;
  };

  /** The Lucky wheel's id, after giving the user points for a few hundred draws of it. */
  const paidDrawOf = async (token: string, userCode: string) => {
    const user = await t.db
      .selectFrom('app_user')
      .selectAll()
      .where('user_code', '=', userCode)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      creditWallet(
        projectRows(trx, {
          projectCode: user.project_code,
          all: false,
          projects: [{ id: 0, code: user.project_code, tenantCode: '', name: '', currency: '' }],
        }),
        user,
        {
          kind: 'point',
          amount: 100_000,
          reason: 'fuzz',
          idempotencyKey: `fuzz-points-${userCode}`,
          operator: null,
        },
      ),
    );
    const draws = (await app.call('GET', '/draws', token)).json().data.list as { id: number; title: string }[];
    return String(draws.find((draw) => draw.title === 'Lucky wheel')!.id);
  };
  for (const [index, operation] of operations.entries()) {
    // a user of its own each: a sign-out ends only its own session
    const signedIn = await app.signIn(`device-fuzz-${index + 1}`);
    const fresh = async () =>
      operation.name === 'POST /sign-out' ? (await app.signIn(`device-fuzz-${index + 1}`)).token : signedIn.token;
    // a day to make up: the user registered days ago
    if (operation.name === 'POST /activities/{id}/make-up')
      await sql`update app_user set create_time = now() - interval '10 days'
        where user_code = ${signedIn.user.userCode} and project_code = 'drama-us'`.execute(t.db);
    // a task pending claim: the user played the one episode it asks for
    if (operation.name === 'POST /activities/{id}/claim')
      await app.call('POST', '/plays', signedIn.token, { dramaCode: drama.code, episodeNo: 1, seconds: 1 });
    const baseline = baselineOf(operation, {
      n: index + 1,
      // the user's own message (their welcome), or their own conversation with customer service
      pathValues: {
        dramaCode: drama.code,
        id: operation.name.includes(' /chat/conversations/{id}')
          ? await conversationOf(signedIn.token, operation.name.endsWith('/satisfaction'))
          : String((await app.call('GET', '/inbox', signedIn.token)).json().data.list[0].id),
        // an open prize draw, with points enough to pay for it
        ...(operation.name === 'POST /draws/{id}/draw' && {
          id: await paidDrawOf(signedIn.token, signedIn.user.userCode),
        }),
        // an unpaid order of the user's own
        ...(operation.path.includes('{orderNo}') && {
          orderNo: (
            await app.call(
              'POST',
              '/orders',
              signedIn.token,
              operation.name === 'POST /orders/{orderNo}/google-play-purchase' ? googlePurchase : purchase,
            )
          ).json().data.orderNo,
        }),
        ...(operation.name.startsWith('POST /activities/{id}/') && {
          id: activityId(operation.name.endsWith('/claim') ? 7 : 2),
        }),
      },
      bodyOverrides:
        operation.name === 'POST /plays'
          ? { dramaCode: drama.code, episodeNo: 1, seconds: 1 }
          : operation.name === 'POST /sign-in'
            ? { deviceId: `device-fuzz-in-${index}`, platform: 'ios', country: 'US' }
            : operation.name === 'POST /orders'
              ? purchase
              : operation.name === 'POST /orders/{orderNo}/google-play-purchase'
                ? { purchaseToken: `fuzz-purchase-token-${index}` }
                : operation.name === 'POST /chat/conversations/{id}/messages'
                  ? { clientId: `fuzz-${index}`, body: 'Hello, my episode does not load' }
                  : operation.name === 'POST /activities/{id}/make-up'
                    ? { day: (await app.call('GET', '/activities/check-in', signedIn.token)).json().data.canMakeUp[0] }
                    : undefined,
    });
    const first = await send(operation, baseline, 'baseline', await fresh());
    // an upload's body is an image's bytes, which no generated body is: refused, naming the file
    const imageRefused =
      operation.name === 'POST /chat/uploads' && first.statusCode === 400 && first.json().errors?.[0]?.field === 'file';
    if (first.statusCode >= 300 && !imageRefused)
      failures.push(`${operation.name} baseline refused: ${first.statusCode} ${first.body.slice(0, 200)}`);
    for (const mutation of mutationsOf(operation, baseline, FUZZ_SEED + index * 1000, `fuzz${index + 1}`))
      await send(operation, mutation.request, `${mutation.target} ← ${mutation.what}`, await fresh());
    if (operation.secured) {
      await send(operation, baseline, 'without a token');
      await send(operation, baseline, 'with a bad token', 'not-a-token');
      await send(operation, baseline, 'with a forged app token', `app.${'x'.repeat(10_000)}`);
    }
  }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(100);
}, 120_000);
