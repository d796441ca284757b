// The admin-api fuzzed from its own OpenAPI document. Every documented operation — a route
// added later included, with nobody writing a test for it — is called with a valid baseline
// request and then with requests that change one thing: a parameter or body field given a
// wrong type, a boundary or huge number, odd or oversized unicode, injection-shaped text,
// an out-of-range date; unknown fields, broken JSON, another content type; another project
// or a NUL byte in projectCode. Some go anonymous or with a bad token. Whatever is sent,
// the api must answer like the api (see envelope.ts, errors.ts, operationLog.ts):
// - never a 5xx;
// - the envelope { code, message, data } with code == the HTTP status, data null on an
//   error, and a 400 naming the fields at fault (errors: [{ field, message }]);
// - a secured operation called without a valid token: 401;
// - every accepted change (a non-GET answered 2xx) has its row in the operation log.
// Failures are collected and reported together, grouped by outcome and operation, so one
// run says everything there is to fix. Deterministic (a fixed catalogue, seeded values) and
// bounded (about 2,800 requests, some 25 s of CPU on this 2-core machine).
// The generator — operations, baselines, mutations — is testing/fuzz.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  baselineOf,
  FUZZ_SEED,
  type FuzzRequest,
  type Mutation,
  mutationsOf,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  payloadOf,
  urlOf,
} from '../testing/fuzz';
import { createTestApp, PASSWORDS, type TestApp } from '../testing/testApp';
import { API_PREFIX } from './http';

/**
 * Operations that would end the fuzzing session if fuzzed like the others, and how they
 * are fuzzed instead (none is skipped):
 * - POST /logout ends the session it is sent with: each request brings a fresh admin session.
 * - POST /user/password changes the caller's own password and signs out every other session
 *   of that user (the admin's fuzzing session among them): it is fuzzed as a staff account of
 *   its own, and an accepted change is changed back at once so the baseline stays valid.
 */
const FRESH_SESSION_EACH_CALL = new Set(['POST /logout']);
const OWN_PASSWORD = 'POST /user/password';
const SELF = { username: 'fuzz-self', password: 'Fuzz-self-1234' };

/** How many mutations of each secured operation are also sent anonymously. */
const ANONYMOUS_MUTATIONS = 2;

let t: TestApp;
let exportDir: string;

beforeAll(async () => {
  exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-exports-'));
  t = await createTestApp({
    // no background runner: queued exports stay queued instead of competing for the database
    exports: { dir: exportDir, runner: false },
    // hundreds of refused sign-ins are part of the run; 429s would hide what comes after
    signInLimits: { perAccount: 1_000_000, perAddress: 1_000_000 },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

type Caller = { kind: 'admin' | 'self' | 'fresh admin' } | { kind: 'anonymous' | 'bad token'; token?: string };

interface Sent {
  operation: Operation;
  /** `baseline`, or the mutation: `body.name ← a NUL byte` */
  change: string;
}

it('answers every documented operation, whatever it is sent, like the api', async () => {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const doc = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json() as OpenApiDocument;
  // Changes that remove things (DELETE) go last, so the other operations still find them.
  const operations = operationsOf(doc, API_PREFIX).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  expect(operations.length).toBeGreaterThan(40);

  let admin = await t.signIn('admin');
  const adminGrants = grantsOf(
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/getInfo`, headers: { 'client-token': admin } }),
  );
  const seeded = await adminSnapshot();
  /** outcome → operation → what it was sent */
  const failures = new Map<string, Map<string, Set<string>>>();
  const fail = (operation: Operation, problem: string, change: string) => {
    const byOperation = failures.get(problem) ?? new Map<string, Set<string>>();
    failures.set(problem, byOperation.set(operation.name, (byOperation.get(operation.name) ?? new Set()).add(change)));
  };
  const refusedBaselines: string[] = [];
  const acceptedWrites = new Map<string, Sent>();
  const { id: logStart = 0 } =
    (await t.db
      .selectFrom('sys_oper_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()) ?? {};
  let requests = 0;

  const selfPassword = { current: SELF.password };
  const self = await signInSelf();

  async function tokenOf(caller: Caller): Promise<string | undefined> {
    switch (caller.kind) {
      case 'admin':
        return admin;
      case 'self':
        return self;
      case 'fresh admin':
        return t.signIn('admin');
      default:
        return caller.token;
    }
  }

  /** Sends one request, checks the answer, and remembers an accepted change for the log check. */
  async function send(
    operation: Operation,
    request: FuzzRequest,
    change: string,
    caller: Caller,
  ): Promise<LightMyRequestResponse> {
    const tag = String(++requests);
    const sent = { ...request, query: [...request.query] };
    // The operation log keeps the query as sent: this tag finds a change's row.
    if (operation.method !== 'GET') sent.query.push(['fuzzRequest', tag]);
    const { payload, contentType } = payloadOf(request.body);
    const token = await tokenOf(caller);
    const response = await t.app.inject({
      method: operation.method,
      url: urlOf(operation, sent),
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(token !== undefined ? { 'client-token': token } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    const who = caller.kind === 'admin' || caller.kind === 'self' ? '' : ` (${caller.kind})`;
    for (const problem of problemsOf(operation, response, caller)) fail(operation, problem, `${change}${who}`);
    const other = otherItemThanAsked(request, response);
    if (other !== undefined)
      fail(
        operation,
        `${response.statusCode} about another item than the id in the path`,
        `${change}${who}: answered about id ${other}`,
      );
    if (operation.method !== 'GET' && response.statusCode < 300)
      acceptedWrites.set(tag, { operation, change: `${change}${who}` });
    return response;
  }

  /**
   * Bodies whose kind says which of their optional fields is needed (a schema cannot say it):
   * the first kind with its value, by the collection's path (its create and its edit).
   */
  const KIND_VALUES: Record<string, Record<string, unknown>> = {
    [`${API_PREFIX}/deal/package-award`]: { kind: 'badge', badgeCode: 'fuzz-badge' },
    [`${API_PREFIX}/activity/list`]: {
      type: 2,
      currency: 2,
      startTime: '2026-01-01T00:00:00Z',
      endTime: '2030-01-01T00:00:00Z',
      config: { ladder: [1, 1, 1, 1, 1, 1, 1], makeUpDays: 0 },
    },
  };

  async function signInSelf(): Promise<string> {
    const created = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/setting/user`,
      headers: { 'client-token': admin },
      payload: {
        username: SELF.username,
        name: 'Fuzz self',
        email: 'fuzz-self@example.com',
        password: SELF.password,
        projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
      },
    });
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/login`, payload: SELF });
    return login.json().data.token as string;
  }

  /** An id to put in the path: one made by the collection's create operation, else 1 (seeded). */
  async function pathValuesFor(operation: Operation, n: number): Promise<Record<string, string>> {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path');
    if (!parameter) return {};
    const collection = operation.path.slice(0, operation.path.indexOf('/{'));
    const create = operations.find((candidate) => candidate.method === 'POST' && candidate.path === collection);
    if (!create) return {};
    const made = await send(
      create,
      baselineOf(create, { n, bodyOverrides: KIND_VALUES[collection] }),
      `baseline (making an item for ${operation.name})`,
      {
        kind: 'admin',
      },
    );
    const id = made.statusCode === 200 ? made.json().data?.id : undefined;
    if (id !== undefined) return { [parameter.name]: String(id) };
    // Never fall back to a seeded id here: 1 is the admin's own account, role and project.
    fail(
      operation,
      `could not make an item to fuzz it with: ${create.name} answered ${made.statusCode} ${quote(made.body)}`,
      'setting up',
    );
    return { [parameter.name]: String(2 ** 31 - 1) };
  }

  for (const [index, operation] of operations.entries()) {
    const n = index + 1;
    const caller: Caller = FRESH_SESSION_EACH_CALL.has(operation.name)
      ? { kind: 'fresh admin' }
      : operation.name === OWN_PASSWORD
        ? { kind: 'self' }
        : operation.secured
          ? { kind: 'admin' }
          : { kind: 'anonymous' };
    const bodyOverrides =
      operation.name === 'POST /login'
        ? { username: 'admin', password: PASSWORDS.admin }
        : operation.name === OWN_PASSWORD
          ? { oldPassword: selfPassword.current }
          : KIND_VALUES[operation.path.replace(/\/\{id\}$/, '')];
    const baseline = baselineOf(operation, { n, pathValues: await pathValuesFor(operation, n), bodyOverrides });
    const mutations: Mutation[] = mutationsOf(operation, baseline, FUZZ_SEED + index * 1000, `fuzz${n}`);

    const first = await send(operation, baseline, 'baseline', caller);
    if (first.statusCode >= 300)
      refusedBaselines.push(
        `${operation.name}: ${first.statusCode} ${(parsed(first.body) as { message?: string })?.message}`,
      );
    if (operation.name === OWN_PASSWORD && first.statusCode < 300) await changeSelfPasswordBack(operation, baseline);
    for (const mutation of mutations) {
      const response = await send(operation, mutation.request, `${mutation.target} ← ${mutation.what}`, caller);
      if (operation.name === OWN_PASSWORD && response.statusCode < 300)
        await changeSelfPasswordBack(operation, mutation.request);
    }

    if (operation.secured) {
      await send(operation, baseline, 'baseline', { kind: 'anonymous' });
      await send(operation, baseline, 'baseline', { kind: 'bad token', token: 'not-a-token' });
      await send(operation, baseline, 'baseline', { kind: 'bad token', token: `' or 1=1 --${'x'.repeat(10_000)}` });
      // mutations of parameters and fields only: a broken URL is refused before any route (and its access) is known
      for (const mutation of mutations
        .filter((candidate) => /^(query|body)\./.test(candidate.target))
        .slice(0, ANONYMOUS_MUTATIONS)) {
        await send(operation, mutation.request, `${mutation.target} ← ${mutation.what}`, { kind: 'anonymous' });
      }
    }

    // The rest of the run needs the admin signed in with the seeded grants: none of these
    // requests was meant to touch them (every id in a path is the test's own item), so a
    // change is a finding; the seeded rows are put back and the run goes on.
    const info = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/getInfo`,
      headers: { 'client-token': admin },
    });
    const lost =
      info.statusCode === 200 ? adminGrants.filter((permission) => !grantsOf(info).includes(permission)) : adminGrants;
    if (info.statusCode !== 200 || lost.length) {
      const what =
        info.statusCode !== 200
          ? `the admin's session ended (getInfo answered ${info.statusCode})`
          : `the admin lost ${lost.length} of ${adminGrants.length} permissions in drama-us`;
      fail(
        operation,
        `${what} although no request named the admin's own account, role or project`,
        'after its requests (the seeded grants were put back)',
      );
      await restoreAdmin(seeded);
      admin = await t.signIn('admin');
    }
  }

  /** The fuzz account's password was changed: note the new one and change it back. */
  async function changeSelfPasswordBack(operation: Operation, request: FuzzRequest) {
    const changedTo = (parsed(payloadOf(request.body).payload) as { newPassword?: unknown } | undefined)?.newPassword;
    if (typeof changedTo !== 'string') return;
    const back = await send(
      operation,
      { path: {}, query: [], body: { json: { oldPassword: changedTo, newPassword: SELF.password } } },
      'changing the password back',
      { kind: 'self' },
    );
    selfPassword.current = back.statusCode === 200 ? SELF.password : changedTo;
  }

  // Every accepted change has its operation-log row (written after the answer is sent).
  const missing = await unloggedWrites(acceptedWrites, Number(logStart));
  for (const { operation, change } of missing) fail(operation, 'accepted (2xx) but no operation-log row', change);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const { user, system } = process.cpuUsage(cpu);
  console.info(
    `fuzz: ${requests} requests to ${operations.length} operations in ${seconds} s (${((user + system) / 1e6).toFixed(1)} s of CPU); ` +
      `${acceptedWrites.size} accepted changes` +
      (refusedBaselines.length
        ? `; baselines refused (their mutations stop at the same check):\n  ${refusedBaselines.join('\n  ')}`
        : ''),
  );
  if (failures.size) throw new Error(report(failures, requests));
  // (the limit leaves room for a busy machine)
}, 120_000);

/** What is wrong with one answer, in the words of the report. */
function problemsOf(operation: Operation, response: LightMyRequestResponse, caller: Caller): string[] {
  const status = response.statusCode;
  let body: { code?: unknown; message?: unknown; data?: unknown; errors?: unknown } | undefined;
  try {
    body = response.json();
  } catch {
    // a file download answers its file, not the envelope
    if (status < 300 && !String(response.headers['content-type']).includes('json')) return [];
    return [`${status} whose body is not JSON: ${quote(response.body)}`];
  }
  const message = typeof body?.message === 'string' ? body.message : undefined;
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} ${quote(message ?? response.body)}`);
  if (!body || typeof body !== 'object' || body.code !== status || message === undefined || !('data' in body)) {
    // Fastify's own error format is { statusCode, code: 'FST_ERR_…', error, message }
    const what = typeof body?.code === 'string' ? `Fastify's own ${body.code} answer` : quote(response.body);
    problems.push(`${status} not in the envelope { code: ${status}, message, data }: ${what}`);
    return problems;
  }
  if (status >= 400 && body.data !== null) problems.push(`${status} with data that is not null`);
  const errors = body.errors;
  const namesFields =
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error: { field?: unknown; message?: unknown }) =>
        typeof error?.field === 'string' && error.field !== '' && typeof error.message === 'string',
    );
  if (status === 400 && !namesFields)
    problems.push(`400 naming no field (errors: ${JSON.stringify(errors)}): ${quote(message ?? '')}`);
  if ((caller.kind === 'anonymous' || caller.kind === 'bad token') && operation.secured && status !== 401) {
    problems.push(`${status} instead of 401 without a valid token: ${quote(message ?? '')}`);
  }
  return problems;
}

/** The id of the item a 2xx answer is about, when it is not the id the path asked for. */
function otherItemThanAsked(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  const asked = request.path.id;
  if (response.statusCode >= 300 || typeof asked !== 'string') return undefined;
  const data = (parsed(response.body) as { data?: { id?: unknown } } | undefined)?.data;
  if (!data || typeof data !== 'object' || data.id === undefined) return undefined;
  // compared as numbers: 0x10 is 16
  return Number(data.id) === Number(asked) ? undefined : String(data.id);
}

/** The accepted changes whose row is not in the operation log, after waiting for the log to catch up. */
async function unloggedWrites(accepted: Map<string, Sent>, after: number): Promise<Sent[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const rows = await t.db.selectFrom('sys_oper_log').select('params').where('id', '>', after).execute();
    const logged = new Set(rows.map((row) => String((row.params as { fuzzRequest?: unknown } | null)?.fuzzRequest)));
    const missing = [...accepted].filter(([tag]) => !logged.has(tag)).map(([, sent]) => sent);
    if (!missing.length || Date.now() > deadline) return missing;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The permissions a getInfo answer lists in drama-us. */
function grantsOf(info: LightMyRequestResponse): string[] {
  const roles = info.json().data?.projectRoles as Array<{ projectCode: string; permissions: string[] }> | undefined;
  return roles?.find((entry) => entry.projectCode === 'drama-us')?.permissions ?? [];
}

/** The rows that make the admin an admin: their account, roles, the roles' menu items, the projects. */
async function adminSnapshot() {
  const account = await t.db
    .selectFrom('sys_user')
    .select(['id', 'password_hash', 'status', 'deleted', 'all_projects'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return {
    account,
    projectRoles: await t.db
      .selectFrom('sys_user_project_role')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute(),
    roles: await t.db.selectFrom('sys_role').select(['id', 'status', 'deleted']).execute(),
    roleMenus: await t.db.selectFrom('sys_role_menu').selectAll().execute(),
    menus: await t.db.selectFrom('sys_menu').select(['id', 'menu_type', 'perms', 'deleted']).execute(),
    projects: await t.db.selectFrom('sys_project').select(['id', 'status', 'deleted']).execute(),
  };
}

async function restoreAdmin(snapshot: Awaited<ReturnType<typeof adminSnapshot>>): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    const { id, ...account } = snapshot.account;
    await trx.updateTable('sys_user').set(account).where('id', '=', id).execute();
    await trx.deleteFrom('sys_user_project_role').where('user_id', '=', id).execute();
    await trx.insertInto('sys_user_project_role').values(snapshot.projectRoles).execute();
    const roleIds = snapshot.roles.map((role) => role.id);
    await trx.deleteFrom('sys_role_menu').where('role_id', 'in', roleIds).execute();
    await trx.insertInto('sys_role_menu').values(snapshot.roleMenus).execute();
    for (const { id: roleId, ...role } of snapshot.roles)
      await trx.updateTable('sys_role').set(role).where('id', '=', roleId).execute();
    for (const { id: menuId, ...menu } of snapshot.menus)
      await trx.updateTable('sys_menu').set(menu).where('id', '=', menuId).execute();
    for (const { id: projectId, ...project } of snapshot.projects)
      await trx.updateTable('sys_project').set(project).where('id', '=', projectId).execute();
  });
}

/** A body as the api would read it (a byte order mark is allowed), or undefined. */
function parsed(payload: string | undefined): unknown {
  try {
    return payload ? JSON.parse(payload.replace(/^\ufeff/, '')) : undefined;
  } catch {
    return undefined;
  }
}

function quote(text: string): string {
  const json = JSON.stringify(text);
  return json.length > 160 ? `${json.slice(0, 157)}…"` : json;
}

/** One paragraph per kind of wrong answer: the outcome, then a line per operation saying what it was sent. */
function report(failures: Map<string, Map<string, Set<string>>>, requests: number): string {
  const paragraphs = [...failures]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, byOperation]) => {
      const count = [...byOperation.values()].reduce((sum, changes) => sum + changes.size, 0);
      // operations sent the same changes share a line
      const operationsByChanges = new Map<string, string[]>();
      for (const [operation, changes] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
        const key = [...changes].join('; ');
        operationsByChanges.set(key, [...(operationsByChanges.get(key) ?? []), operation]);
      }
      const lines = [...operationsByChanges].map(([changes, operations]) => `    ${operations.join(', ')}: ${changes}`);
      return `${outcome} (${count} request${count === 1 ? '' : 's'}):\n${lines.join('\n')}`;
    });
  return `The fuzz run got ${failures.size} kind(s) of wrong answer in ${requests} requests:\n\n${paragraphs.join('\n\n')}`;
}
