import type { App } from '../../app';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { runDueChanges } from './product-online.runner';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  // the tests make changes due and run them themselves: a run of the app's own in the middle would race them
  t = await createTestApp({ dramaSchedule: false });
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
type Change = {
  id: number;
  projectCode: string;
  dramaId: number;
  dramaCode: string;
  dramaName: string;
  action: 'online' | 'offline';
  runAt: string;
  runAtLocal: string;
  timeZone: string;
  state: 'pending' | 'done' | 'failed' | 'cancelled';
  outcome: string;
  createdBy: string;
};
type LiveDrama = {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  status: number;
  onlineTime: string | null;
  timeZone: string;
  pendingChange: Change | null;
};
type Answer = {
  status: number;
  body: { code: number; message: string; data: unknown; errors?: { field: string; message: string }[] };
};

/** A call to /admin-api/<path>: GET carries the project in the query string, POST in the body. */
async function api(
  method: Method,
  path: string,
  payload: object = {},
  project = 'drama-us',
  who: DemoUser = 'admin',
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url: `/admin-api${path}${method === 'GET' ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': tokens[who] },
    ...(method === 'GET' ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
}
const online = (path: string, payload?: object, project?: string, who?: DemoUser) =>
  api(/^\/(schedule\/)?list\b/.test(path) ? 'GET' : 'POST', `/product/online${path}`, payload, project, who);
const fieldsOf = (answer: Answer) => answer.body.errors?.map((error) => error.field);

let drafts = 0;
/** A new draft drama of `project` (through the dramas screen). */
async function newDraft(project = 'drama-us'): Promise<{ id: number; code: string }> {
  drafts += 1;
  const added = await api(
    'POST',
    '/product/list',
    { code: `SCHED-${drafts}`, name: `Scheduled drama ${drafts}`, episodeCount: 60 },
    project,
  );
  expect(added.status).toBe(200);
  return added.body.data as { id: number; code: string };
}

/** `at` as a local date and time in `timeZone`: 2026-05-01T20:00:00. */
function localIn(timeZone: string, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
const DAY_MS = 86_400_000;
/** The day `days` from now in Tokyo, at 20:00 there (no daylight saving: 11:00 UTC). */
const tokyoEvening = (days: number) =>
  `${localIn('Asia/Tokyo', new Date(Date.now() + days * DAY_MS)).slice(0, 10)}T20:00`;

async function schedule(
  dramaId: number,
  action: 'online' | 'offline',
  runAt: string,
  project = 'drama-us',
  who: DemoUser = 'admin',
) {
  return online('/schedule', { dramaId, action, runAt }, project, who);
}
async function scheduled(
  dramaId: number,
  action: 'online' | 'offline',
  runAt: string,
  project = 'drama-us',
): Promise<Change & { replaced: Change | null }> {
  const answer = await schedule(dramaId, action, runAt, project);
  expect([answer.status, answer.body.message]).toEqual([200, 'success']);
  return answer.body.data as Change & { replaced: Change | null };
}
/** Makes a pending change due a minute ago, as if its time had come. */
const makeDue = (id: number) =>
  t.db
    .updateTable('drama_schedule')
    .set({ run_at: new Date(Date.now() - 60_000) })
    .where('id', '=', id)
    .execute();
const statusOf = async (dramaId: number) =>
  await t.db.selectFrom('drama').select(['status', 'online_time']).where('id', '=', dramaId).executeTakeFirstOrThrow();
const changeRow = (id: number) =>
  t.db.selectFrom('drama_schedule').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const logOf = (id: number) =>
  t.db.selectFrom('sys_oper_log').selectAll().where('url', '=', `/admin-api/product/online/schedule/${id}`).execute();

describe('GET /product/online/list', () => {
  it("answers the project's online dramas only, the latest online first, each with since when and its project's zone", async () => {
    const answer = await online('/list?pageSize=100');
    expect(answer.status).toBe(200);
    const page = answer.body.data as { list: LiveDrama[]; total: number };
    const { count } = await t.db
      .selectFrom('drama')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_code', '=', 'drama-us')
      .where('status', '=', 0)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(count));
    expect(page.list.length).toBeGreaterThan(0);
    expect(
      page.list.every(
        (drama) => drama.projectCode === 'drama-us' && drama.status === 0 && drama.timeZone === 'America/New_York',
      ),
    ).toBe(true);
    // the seed put each online a day after it was added
    expect(page.list.every((drama) => drama.onlineTime !== null)).toBe(true);
    const since = page.list.map((drama) => drama.onlineTime!);
    expect(since).toEqual([...since].sort().reverse());
    const earliest = (await online('/list?pageSize=100&sortType=asc')).body.data as { list: LiveDrama[] };
    expect(earliest.list.map((drama) => drama.id)).toEqual(page.list.map((drama) => drama.id).reverse());
  });

  it("filters by a part of the name or code, and never shows another project's dramas", async () => {
    const us = (await online('/list?pageSize=100')).body.data as { list: LiveDrama[] };
    const one = us.list[0];
    const found = (await online(`/list?keyword=${encodeURIComponent(one.code.toLowerCase())}`)).body.data as {
      list: LiveDrama[];
    };
    expect(found.list.map((drama) => drama.id)).toContain(one.id);
    const jp = (await online('/list?pageSize=100', undefined, 'drama-jp')).body.data as { list: LiveDrama[] };
    expect(jp.list.length).toBeGreaterThan(0);
    expect(jp.list.every((drama) => drama.projectCode === 'drama-jp' && drama.timeZone === 'Asia/Tokyo')).toBe(true);
    expect(jp.list.some((drama) => us.list.some((other) => other.id === drama.id))).toBe(false);
    const refused = await online('/list?sortBy=name');
    expect([refused.status, fieldsOf(refused)]).toEqual([400, ['sortBy']]);
  });
});

describe('POST /product/online/{id}/online|offline', () => {
  it('puts a draft online now (it leads the live list, online since now) and takes it offline; any other move is a 409 naming the status', async () => {
    const drama = await newDraft();
    const before = Date.now();
    const refusedOffline = await online(`/${drama.id}/offline`);
    expect([refusedOffline.status, refusedOffline.body.message]).toEqual([
      409,
      `${drama.code} is a draft: only an online drama can be taken offline`,
    ]);

    const put = await online(`/${drama.id}/online`);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      id: drama.id,
      code: drama.code,
      status: 0,
      timeZone: 'America/New_York',
      pendingChange: null,
    });
    expect(Date.parse((put.body.data as LiveDrama).onlineTime!)).toBeGreaterThanOrEqual(before - 1000);
    const live = (await online('/list?pageSize=1')).body.data as { list: LiveDrama[] };
    expect(live.list[0].id).toBe(drama.id);

    const again = await online(`/${drama.id}/online`);
    expect([again.status, again.body.message]).toEqual([
      409,
      `${drama.code} is online: only a draft or an offline drama can be put online`,
    ]);
    const off = await online(`/${drama.id}/offline`);
    expect([off.status, (off.body.data as LiveDrama).status]).toEqual([200, 1]);
    const after = (await online('/list?pageSize=100')).body.data as { list: LiveDrama[] };
    expect(after.list.some((one) => one.id === drama.id)).toBe(false);
    expect((await online('/999999/online')).status).toBe(404);
  });

  it('cancels a change of the same move waiting for the drama, saying so', async () => {
    const drama = await newDraft();
    const change = await scheduled(drama.id, 'online', tokyoEvening(3).replace('20:00', '09:00'));
    expect((await online(`/${drama.id}/online`)).status).toBe(200);
    expect(await changeRow(change.id)).toMatchObject({
      state: 'cancelled',
      outcome: 'put online now by admin, before its time',
    });
  });
});

describe('POST /product/online/schedule', () => {
  it("takes a local time in the drama's project's zone, stores and answers it in UTC, and echoes both with the zone", async () => {
    const drama = await newDraft('drama-jp');
    const runAt = tokyoEvening(10);
    const change = await scheduled(drama.id, 'online', runAt, 'drama-jp');
    expect(change).toMatchObject({
      projectCode: 'drama-jp',
      dramaId: drama.id,
      dramaCode: drama.code,
      action: 'online',
      runAt: `${runAt.slice(0, 10)}T11:00:00.000Z`,
      runAtLocal: `${runAt}:00`,
      timeZone: 'Asia/Tokyo',
      state: 'pending',
      outcome: '',
      createdBy: 'admin',
    });
    expect((await changeRow(change.id)).run_at.toISOString()).toBe(change.runAt);
    // New York follows daylight saving: whatever the day, the instant reads back as the time sent
    const us = await newDraft();
    const usChange = await scheduled(us.id, 'online', tokyoEvening(40).replace('20:00', '08:30'));
    expect(usChange.timeZone).toBe('America/New_York');
    expect(localIn('America/New_York', new Date(usChange.runAt))).toBe(usChange.runAtLocal);
    expect(usChange.runAtLocal.endsWith('T08:30:00')).toBe(true);
  });

  it('refuses a time past, more than a year ahead, not of the calendar, skipped by the clocks, or not local (400 naming runAt)', async () => {
    const drama = await newDraft();
    const yesterday = localIn('America/New_York', new Date(Date.now() - DAY_MS)).slice(0, 16);
    const tooFar = localIn('America/New_York', new Date(Date.now() + 370 * DAY_MS)).slice(0, 16);
    // the next second Sunday of March at 02:30, which New York skips
    const now = new Date();
    let year = now.getUTCFullYear();
    const springForward = (y: number) => {
      const first = new Date(Date.UTC(y, 2, 1)).getUTCDay();
      return `${y}-03-${String(1 + ((7 - first) % 7) + 7).padStart(2, '0')}T02:30`;
    };
    if (Date.parse(`${springForward(year)}:00Z`) < now.getTime()) year += 1;
    const cases: [string, RegExp][] = [
      [yesterday, /must be later than now/],
      [tooFar, /at most 366 days ahead/],
      [`${now.getUTCFullYear() + 1}-02-30T10:00`, /not a date and time of the calendar/],
      [`${now.getUTCFullYear() + 1}-01-10T24:00`, /not a date and time of the calendar/],
      [springForward(year), /does not exist in America\/New_York/],
      [`${tokyoEvening(5)}Z`, /a local date and time/],
      [`${tokyoEvening(5).replace('T', ' ')}`, /a local date and time/],
    ];
    for (const [runAt, reason] of cases) {
      const answer = await schedule(drama.id, 'online', runAt);
      expect([runAt, answer.status, fieldsOf(answer)]).toEqual([runAt, 400, ['runAt']]);
      expect(answer.body.errors![0].message).toMatch(reason);
    }
    const noAction = await online('/schedule', { dramaId: drama.id, action: 'publish', runAt: tokyoEvening(5) });
    expect([noAction.status, fieldsOf(noAction)]).toEqual([400, ['action']]);
    expect(await t.db.selectFrom('drama_schedule').select('id').where('drama_id', '=', drama.id).execute()).toEqual([]);
  });

  it('refuses a move the status now does not allow (409 naming it); a second change replaces the one waiting, saying so', async () => {
    const drama = await newDraft();
    const offline = await schedule(drama.id, 'offline', tokyoEvening(2));
    expect([offline.status, offline.body.message]).toEqual([
      409,
      `${drama.code} is a draft: only an online drama can be taken offline`,
    ]);
    const first = await scheduled(drama.id, 'online', tokyoEvening(2));
    expect(first).toMatchObject({ state: 'pending', replaced: null });
    const second = await online(
      '/schedule',
      { dramaId: drama.id, action: 'online', runAt: tokyoEvening(3) },
      'drama-us',
      'normal',
    );
    expect(second.status).toBe(200);
    const replacing = second.body.data as Change & { replaced: Change };
    expect(replacing).toMatchObject({ state: 'pending', createdBy: 'normal' });
    expect(replacing.replaced).toMatchObject({
      id: first.id,
      state: 'cancelled',
      outcome: `replaced by change ${replacing.id}, scheduled by normal`,
    });
    const pending = (await online(`/schedule/list?dramaId=${drama.id}&state=pending`)).body.data as { list: Change[] };
    expect(pending.list.map((change) => [change.id, change.runAt])).toEqual([[replacing.id, replacing.runAt]]);
    expect((await schedule(999999, 'online', tokyoEvening(3))).status).toBe(404);
  });

  it("cannot schedule another project's drama", async () => {
    const jp = await newDraft('drama-jp');
    expect((await schedule(jp.id, 'online', tokyoEvening(2), 'drama-us')).status).toBe(404);
    // normal works in drama-us and drama-jp, not drama-sea; operator has no content screens
    expect((await schedule(jp.id, 'online', tokyoEvening(2), 'drama-sea', 'normal')).status).toBe(403);
    expect((await schedule(jp.id, 'online', tokyoEvening(2), 'drama-us', 'operator')).status).toBe(403);
    expect((await online('/list', undefined, 'drama-us', 'operator')).status).toBe(403);
  });
});

describe('POST /product/online/schedule/{id}/cancel', () => {
  it('cancels a pending change, saying who; anything else is a 409 naming its state, another project a 404', async () => {
    const drama = await newDraft();
    const change = await scheduled(drama.id, 'online', tokyoEvening(4));
    const cancelled = await online(`/schedule/${change.id}/cancel`, {}, 'drama-us', 'normal');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: change.id, state: 'cancelled', outcome: 'cancelled by normal' });
    const again = await online(`/schedule/${change.id}/cancel`);
    expect([again.status, again.body.message]).toEqual([
      409,
      `Scheduled change ${change.id} is cancelled: only a pending change can be cancelled`,
    ]);
    expect((await online(`/schedule/${change.id}/cancel`, {}, 'drama-jp')).status).toBe(404);
    expect((await online('/schedule/999999/cancel')).status).toBe(404);
    // a cancelled change never runs
    await makeDue(change.id);
    expect((await runDueChanges(t.db)).map((run) => run.id)).not.toContain(change.id);
    expect((await statusOf(drama.id)).status).toBe(2);
  });
});

describe('GET /product/online/schedule/list', () => {
  it('answers the pending changes first, soonest first, then the others, the latest first; filtered by state, action, drama and keyword', async () => {
    const [a, b, c] = [await newDraft(), await newDraft(), await newDraft()];
    const later = await scheduled(a.id, 'online', tokyoEvening(20));
    const sooner = await scheduled(b.id, 'online', tokyoEvening(19));
    const gone = await scheduled(c.id, 'online', tokyoEvening(18));
    await online(`/schedule/${gone.id}/cancel`);
    const page = (await online('/schedule/list?pageSize=100')).body.data as { list: Change[]; total: number };
    const states = page.list.map((change) => change.state);
    expect(states).toEqual([...states].sort((x, y) => Number(y === 'pending') - Number(x === 'pending')));
    const pending = page.list.filter((change) => change.state === 'pending');
    expect(pending.map((change) => change.runAt)).toEqual(pending.map((change) => change.runAt).sort());
    const ids = page.list.map((change) => change.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(gone.id));
    expect(page.list.every((change) => change.projectCode === 'drama-us')).toBe(true);

    const cancelled = (await online('/schedule/list?state=cancelled&pageSize=100')).body.data as { list: Change[] };
    expect(cancelled.list.every((change) => change.state === 'cancelled')).toBe(true);
    expect(cancelled.list.map((change) => change.id)).toContain(gone.id);
    const ofA = (await online(`/schedule/list?dramaId=${a.id}`)).body.data as { list: Change[]; total: number };
    expect(ofA.list.map((change) => change.id)).toEqual([later.id]);
    const byCode = (await online(`/schedule/list?keyword=${b.code.toLowerCase()}`)).body.data as { list: Change[] };
    expect(byCode.list.map((change) => change.id)).toEqual([sooner.id]);
    expect(
      ((await online('/schedule/list?action=offline&state=pending')).body.data as { list: Change[] }).list.every(
        (change) => change.action === 'offline',
      ),
    ).toBe(true);
    expect(
      ((await online('/schedule/list?pageSize=100', undefined, 'drama-jp')).body.data as { list: Change[] }).list.every(
        (change) => change.projectCode === 'drama-jp',
      ),
    ).toBe(true);
    const bad = await online('/schedule/list?state=waiting');
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['state']]);

    // the live list shows a drama's waiting change
    const put = await online(`/${a.id}/online`);
    expect((put.body.data as LiveDrama).pendingChange).toBeNull();
    const offLater = await scheduled(a.id, 'offline', tokyoEvening(30));
    const live = (await online(`/list?keyword=${a.code}`)).body.data as { list: LiveDrama[] };
    expect(live.list[0].pendingChange).toMatchObject({ id: offLater.id, action: 'offline', state: 'pending' });
  });
});

describe('the runner', () => {
  it('makes a due change with the move of the lifecycle, marks it done and writes the operation-log row in the name of who scheduled it', async () => {
    const drama = await newDraft();
    const change = await scheduled(drama.id, 'online', tokyoEvening(1));
    // not yet due: nothing happens
    expect((await runDueChanges(t.db)).map((run) => run.id)).not.toContain(change.id);
    await makeDue(change.id);
    const ran = await runDueChanges(t.db);
    expect(ran).toContainEqual({ id: change.id, state: 'done', outcome: `${drama.code} put online` });
    const now = await statusOf(drama.id);
    expect(now.status).toBe(0);
    expect(Date.now() - now.online_time!.getTime()).toBeLessThan(60_000);
    expect(await changeRow(change.id)).toMatchObject({ state: 'done', outcome: `${drama.code} put online` });
    const [row] = await logOf(change.id);
    expect(row).toMatchObject({
      title: 'Scheduled: put a drama online',
      username: 'admin',
      project_code: 'drama-us',
      method: 'POST',
      status: 0,
      http_status: 200,
      error_msg: '',
    });
    expect(row.params).toMatchObject({ scheduleId: change.id, dramaId: drama.id, code: drama.code, action: 'online' });
    const live = (await online(`/list?keyword=${drama.code}`)).body.data as { list: LiveDrama[] };
    expect(live.list.map((one) => [one.id, one.pendingChange])).toEqual([[drama.id, null]]);
    // done once: a second run finds nothing of it
    expect((await runDueChanges(t.db)).map((run) => run.id)).not.toContain(change.id);
  });

  it('fails a change the status no longer allows (a move by hand meanwhile) or whose drama was deleted, with the reason, logged as failed', async () => {
    const moved = await newDraft();
    await online(`/${moved.id}/online`);
    const takeOff = await scheduled(moved.id, 'offline', tokyoEvening(1));
    // taken offline from the dramas screen: the change is not cancelled there
    expect((await api('POST', '/product/list/offline', { ids: [moved.id] })).body.data).toMatchObject({ moved: 1 });
    const deleted = await newDraft();
    const putOn = await scheduled(deleted.id, 'online', tokyoEvening(1));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/product/list/${deleted.id}?projectCode=drama-us`,
      headers: { 'client-token': tokens.admin },
    });
    expect(removed.statusCode).toBe(200);
    await makeDue(takeOff.id);
    await makeDue(putOn.id);
    const ran = await runDueChanges(t.db);
    const reasonOff = `${moved.code} is offline: only an online drama can be taken offline`;
    expect(ran).toEqual(
      expect.arrayContaining([
        { id: takeOff.id, state: 'failed', outcome: reasonOff },
        { id: putOn.id, state: 'failed', outcome: `${deleted.code} was deleted` },
      ]),
    );
    expect((await statusOf(moved.id)).status).toBe(1);
    expect((await logOf(takeOff.id)).map((row) => [row.title, row.status, row.http_status, row.error_msg])).toEqual([
      ['Scheduled: take a drama offline', 1, 409, reasonOff],
    ]);
    expect((await logOf(putOn.id)).map((row) => [row.status, row.http_status, row.error_msg])).toEqual([
      [1, 404, `${deleted.code} was deleted`],
    ]);
    const failed = (await online(`/schedule/list?state=failed&dramaId=${moved.id}`)).body.data as { list: Change[] };
    expect(failed.list.map((change) => [change.id, change.outcome])).toEqual([[takeOff.id, reasonOff]]);
  });

  it('makes a change once when two runs start together', async () => {
    const drama = await newDraft();
    const change = await scheduled(drama.id, 'online', tokyoEvening(1));
    await makeDue(change.id);
    const [first, second] = await Promise.all([runDueChanges(t.db), runDueChanges(t.db)]);
    expect([...first, ...second].filter((run) => run.id === change.id)).toHaveLength(1);
    expect(await logOf(change.id)).toHaveLength(1);
  });

  it('fails a change whose author has lost the right to make it', async () => {
    const drama = await newDraft('drama-jp');
    const change = (await schedule(drama.id, 'online', tokyoEvening(1), 'drama-jp', 'normal')).body.data as Change;
    expect(change.createdBy).toBe('normal');
    await makeDue(change.id);
    await t.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'normal').execute();
    try {
      expect(await runDueChanges(t.db)).toContainEqual({
        id: change.id,
        state: 'failed',
        outcome: 'the account that scheduled it (normal) is disabled',
      });
      expect((await statusOf(drama.id)).status).toBe(2);
      expect((await logOf(change.id)).map((row) => [row.username, row.status, row.http_status])).toEqual([
        ['normal', 1, 403],
      ]);
    } finally {
      await t.db.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'normal').execute();
    }
  });
});

describe('a scheduled publish across an api restart', () => {
  it('fires after the api that scheduled it closed, in a new api on the same database, once its time has passed', async () => {
    const drama = await newDraft();
    // the api that schedules it runs changes on its own, as a deployed one does
    const first = await t.anotherApp();
    let firstOpen = true;
    let second: App | null = null;
    try {
      const runAt = localIn('America/New_York', new Date(Date.now() + 2000));
      const answer = await first.inject({
        method: 'POST',
        url: '/admin-api/product/online/schedule',
        headers: { 'client-token': tokens.admin },
        payload: { projectCode: 'drama-us', dramaId: drama.id, action: 'online', runAt },
      });
      expect(answer.statusCode).toBe(200);
      const change = answer.json().data as Change;
      await first.close();
      firstOpen = false;
      // its time passes while no api runs
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(change.runAt) - Date.now()) + 300));
      expect((await statusOf(drama.id)).status).toBe(2);
      expect((await changeRow(change.id)).state).toBe('pending');

      second = await t.anotherApp();
      const done = await eventually(async () => {
        const row = await changeRow(change.id);
        return row.state !== 'pending' && row;
      });
      expect(done).toMatchObject({ state: 'done', outcome: `${drama.code} put online` });
      expect((await statusOf(drama.id)).status).toBe(0);
      expect((await logOf(change.id)).map((row) => [row.title, row.username, row.status])).toEqual([
        ['Scheduled: put a drama online', 'admin', 0],
      ]);
    } finally {
      if (firstOpen) await first.close();
      await second?.close();
    }
  }, 20_000);

  it('wakes at the due time of a change scheduled in the running api, sooner than its poll', async () => {
    const drama = await newDraft();
    const app = await t.anotherApp();
    try {
      const runAt = localIn('America/New_York', new Date(Date.now() + 1500));
      const answer = await app.inject({
        method: 'POST',
        url: '/admin-api/product/online/schedule',
        headers: { 'client-token': tokens.admin },
        payload: { projectCode: 'drama-us', dramaId: drama.id, action: 'online', runAt },
      });
      expect(answer.statusCode).toBe(200);
      const change = answer.json().data as Change;
      const done = await eventually(async () => {
        const row = await changeRow(change.id);
        return row.state !== 'pending' && row;
      }, 8000);
      expect(done.state).toBe('done');
      expect(done.update_time.getTime()).toBeGreaterThanOrEqual(Date.parse(change.runAt));
    } finally {
      await app.close();
    }
  }, 20_000);
});
