import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { parseCsv } from '../../testing/exportFiles';
import { userInDebt } from '../../testing/debts';
import { CREATOR_STATUS_NAMES, GENDER_NAMES } from './user-list.schemas';
import { SOCIAL_TEXT } from './user-list.export';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-list-test-'));
  t = await createTestApp({ exports: { dir } });
  tokens = await t.signInAll();
  // the tiny test seed may hold no creator applications: a few users of each project apply
  for (const projectCode of ['drama-us', 'drama-jp']) {
    const users = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('project_code', '=', projectCode)
      .orderBy('id')
      .limit(6)
      .execute();
    await t.db
      .updateTable('app_user')
      .set({ creator_status: 1 })
      .where(
        'id',
        'in',
        users.slice(0, 4).map((user) => user.id),
      )
      .execute();
    await t.db
      .updateTable('app_user')
      .set({ creator_status: 2 })
      .where(
        'id',
        'in',
        users.slice(4).map((user) => user.id),
      )
      .execute();
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: DemoUser = 'admin') =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: { 'client-token': tokens[who] },
    ...(payload ? { payload } : {}),
  });
const list = async (query: string, who: DemoUser = 'admin') => {
  const response = await call('GET', `/user/list/list?${query}`, undefined, who);
  return { status: response.statusCode, body: response.json() };
};

describe('GET /user/list/list', () => {
  it("answers one project's app users by the list contract, with their coin balance", async () => {
    const { status, body } = await list('projectCode=drama-us&pageSize=5');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 5, total: expect.any(Number) });
    expect(body.data.list).toHaveLength(5);
    expect(
      body.data.list.every(
        (user: { userCode: string; coins: number }) => user.userCode.startsWith('US-') && Number.isInteger(user.coins),
      ),
    ).toBe(true);
  });

  it('filters by a part of the email or phone, by VIP, creator status and when they registered, and sorts by whitelisted names only', async () => {
    const [first] = (await list('projectCode=drama-us&pageSize=1')).body.data.list;
    const part = first.email.slice(1, 6);
    const byEmail = (await list(`projectCode=drama-us&email=${encodeURIComponent(part)}`)).body.data.list;
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((user: { email: string }) => user.email.includes(part))).toBe(true);
    const withPhone = (await list('projectCode=drama-us&pageSize=100')).body.data.list.find(
      (user: { phone: string }) => user.phone !== '',
    );
    const digits = withPhone.phone.slice(-6);
    const byPhone = (await list(`projectCode=drama-us&phone=${digits}`)).body.data.list;
    expect(byPhone.map((user: { userCode: string }) => user.userCode)).toContain(withPhone.userCode);
    expect(byPhone.every((user: { phone: string }) => user.phone.includes(digits))).toBe(true);
    const vip = (await list('projectCode=drama-us&vip=1&pageSize=100')).body.data.list;
    expect(vip.every((user: { vip: number }) => user.vip === 1)).toBe(true);
    const approved = (await list('projectCode=drama-us&creatorStatus=2&pageSize=100')).body.data.list;
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((user: { creatorStatus: number }) => user.creatorStatus === 2)).toBe(true);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const recent = (await list(`projectCode=drama-us&registeredFrom=${since}&pageSize=100`)).body.data.list;
    expect(recent.every((user: { createTime: string }) => user.createTime >= since)).toBe(true);
    const sorted = (await list('projectCode=drama-us&sortBy=username&sortType=asc&pageSize=20')).body.data.list.map(
      (user: { username: string }) => user.username,
    );
    expect(sorted).toEqual([...sorted].sort());
    const refused = await list('projectCode=drama-us&sortBy=password');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('sortBy');
    const badStatus = await list('projectCode=drama-us&creatorStatus=4');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors[0].field).toBe('creatorStatus');
  });

  it("counts each user's likes, drama follows and comments not deleted (their social interaction)", async () => {
    const { list: users } = (await list('projectCode=drama-us&pageSize=100')).body.data;
    const expected = async (userId: number) => {
      const follows = await t.db.selectFrom('follow').select(['type']).where('user_id', '=', userId).execute();
      const comments = await t.db.selectFrom('comment').select('state').where('user_id', '=', userId).execute();
      return {
        likes: follows.filter((row) => row.type === 1).length,
        follows: follows.filter((row) => row.type === 2).length,
        comments: comments.filter((row) => row.state !== 'deleted').length,
      };
    };
    for (const user of users) expect(user.social).toEqual(await expected(user.id));
    expect(
      users.some(
        (user: { social: { likes: number; comments: number } }) => user.social.likes + user.social.comments > 0,
      ),
    ).toBe(true);
  });

  it("never shows another project's users, and is refused to the operator", async () => {
    const { body } = await list('projectCode=drama-jp&pageSize=100');
    expect(body.data.list.every((user: { userCode: string }) => user.userCode.startsWith('JP-'))).toBe(true);
    expect((await list('projectCode=drama-us', 'operator')).status).toBe(403);
  });
});

describe('a user flagged for risk', () => {
  it('shows the flag on the user, with why and since when, and the flagged filter finds them, never another project', async () => {
    const { user, order } = await userInDebt(t.db, 'drama-us', 1000, 700);
    const { user: elsewhere } = await userInDebt(t.db, 'drama-jp', 100, 60);
    const byCode = await list(`projectCode=drama-us&userCode=${user.user_code}`);
    expect(byCode.status).toBe(200);
    const [shown] = byCode.body.data.list;
    expect(shown.riskReason).toMatch(new RegExp(`${order.order_no}.*700 coin`));
    expect(Date.parse(shown.riskTime)).toBeGreaterThan(Date.now() - 60_000);

    const flagged = (await list('projectCode=drama-us&riskFlagged=1&pageSize=100')).body.data;
    const codes = flagged.list.map((row: { userCode: string }) => row.userCode);
    expect(codes).toContain(user.user_code);
    expect(codes).not.toContain(elsewhere.user_code);
    expect(flagged.list.every((row: { riskReason: string | null }) => row.riskReason !== null)).toBe(true);
    const unflagged = (await list('projectCode=drama-us&riskFlagged=0&pageSize=100')).body.data.list;
    expect(unflagged.length).toBeGreaterThan(0);
    expect(unflagged.every((row: { riskReason: string | null }) => row.riskReason === null)).toBe(true);
    // exported with why: the flagged of the project, none of another's
    const queued = (
      await call('POST', '/user/list/export', {
        projectCode: 'drama-us',
        format: 'csv',
        riskFlagged: 1,
        columns: [
          { key: 'userCode', header: 'User code' },
          { key: 'riskReason', header: 'Why flagged' },
        ],
      })
    ).json().data;
    const job = await eventually(async () => {
      const found = (await call('GET', `/export/${queued.id}`)).json().data;
      return ['succeeded', 'failed'].includes(found.status) && found;
    }, 20_000);
    expect(job.status).toBe('succeeded');
    const ticket = (await call('POST', `/export/${queued.id}/download`, { projectCode: 'all' })).json().data;
    const [header, ...rows] = parseCsv((await t.app.inject({ method: 'GET', url: ticket.url })).body);
    expect(header).toEqual(['User code', 'Why flagged']);
    expect(rows).toHaveLength(flagged.total);
    expect(rows).toContainEqual([user.user_code, shown.riskReason]);
    expect(rows.map(([code]) => code)).not.toContain(elsewhere.user_code);

    const refused = await list('projectCode=drama-us&riskFlagged=2');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/riskFlagged/);
  });
});

describe("the api's names of creator statuses and genders", () => {
  // What the 409s and the export say is what the screens show, in English. Loaded untyped:
  // the shared module's types reach browser globals the api's lib does not declare.
  type SharedEnum = {
    options: { value: number; labelId: string }[];
    messages: Record<'en-US', Record<string, string>>;
  };
  const { CREATOR_STATUS, GENDER } = jest.requireActual<Record<'CREATOR_STATUS' | 'GENDER', SharedEnum>>(
    '@backoffice/shared/src/enums/productEnums',
  );
  const english = (productEnum: SharedEnum) =>
    Object.fromEntries(
      productEnum.options.map((option) => [option.value, productEnum.messages['en-US'][option.labelId].toLowerCase()]),
    );
  it("are the shared enums' English labels, every value and no other", () => {
    expect(CREATOR_STATUS_NAMES).toEqual(english(CREATOR_STATUS));
    expect(Object.fromEntries(GENDER_NAMES.map((name, value) => [value, name]))).toEqual(english(GENDER));
  });
});

describe("the export's social interaction", () => {
  // The file words it as the list does, in the requester's language: the list's message, formatted
  // as react-intl formats it, is the reference. Loaded untyped, as the shared enums above.
  const { IntlMessageFormat } = jest.requireActual<{
    IntlMessageFormat: new (message: string, locale: string) => { format(values: object): string };
  }>('intl-messageformat');
  const messages = jest.requireActual<{ default: Record<'en-US' | 'zh-CN', Record<string, string>> }>(
    '../../../../remotes/user/src/pages/list/locale',
  ).default;
  it.each(['en-US', 'zh-CN'] as const)("is the list's words in %s, one and many", (locale) => {
    for (const social of [
      { likes: 1, follows: 1, comments: 1 },
      { likes: 0, follows: 2, comments: 31 },
    ])
      // the list's three counts (one a line there), in one cell of the file
      expect(SOCIAL_TEXT[locale](social)).toBe(
        (['likes', 'follows', 'comments'] as const)
          .map((count) => new IntlMessageFormat(messages[locale][`userList.social.${count}`], locale).format(social))
          .join(' · '),
      );
  });
});

describe('POST /user/list/:id/review', () => {
  const underReview = async (projectCode: string) =>
    (await list(`projectCode=${projectCode}&creatorStatus=1&pageSize=5`)).body.data.list;

  it('approves or rejects an application under review once, logs it, and refuses to decide it again with a 409 naming its status', async () => {
    const [first, second] = await underReview('drama-us');
    const approved = await call('POST', `/user/list/${first.id}/review`, {
      projectCode: 'drama-us',
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ id: first.id, creatorStatus: 2 });
    const rejected = await call('POST', `/user/list/${second.id}/review`, {
      projectCode: 'drama-us',
      decision: 'reject',
    });
    expect(rejected.json().data.creatorStatus).toBe(3);
    const again = await call('POST', `/user/list/${first.id}/review`, { projectCode: 'drama-us', decision: 'reject' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${first.username} is approved: only an application under review can be decided`);
    const shown = (await list(`projectCode=drama-us&userCode=${first.userCode}`)).body.data.list[0];
    expect(shown.creatorStatus).toBe(2);
    // the log is written after the answer: the decision and the refusal, once both have landed
    const log = await eventually(async () => {
      const rows = await t.db
        .selectFrom('sys_oper_log')
        .select(['url', 'status'])
        .where('url', 'like', `%/user/list/${first.id}/review%`)
        .execute();
      return rows.length >= 2 && rows;
    });
    expect(log.map((entry) => entry.status).sort()).toEqual([0, 1]);
  });

  it("is a 400 naming the decision, a 404 for another project's user, and refused to the operator", async () => {
    const [user] = await underReview('drama-jp');
    const bad = await call('POST', `/user/list/${user.id}/review`, { projectCode: 'drama-jp', decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('decision');
    // the normal account works in drama-us and drama-jp: a drama-jp user asked for under drama-us is not there
    const elsewhere = await call(
      'POST',
      `/user/list/${user.id}/review`,
      { projectCode: 'drama-us', decision: 'approve' },
      'normal',
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await call('POST', `/user/list/${user.id}/review`, { projectCode: 'drama-us', decision: 'approve' }, 'operator'))
        .statusCode,
    ).toBe(403);
    expect((await list(`projectCode=drama-jp&userCode=${user.userCode}`)).body.data.list[0].creatorStatus).toBe(1);
  });
});

describe('POST /user/list/export', () => {
  it('exports every user the filters match, with their coins, under the headers the list showed', async () => {
    const columns = [
      { key: 'userCode', header: '用户编码' },
      { key: 'email', header: 'Email' },
      { key: 'coins', header: 'Coins' },
    ];
    const matching = (await list('projectCode=drama-jp&vip=1&pageSize=100')).body.data;
    const queued = (
      await call('POST', '/user/list/export', {
        projectCode: 'drama-jp',
        format: 'csv',
        vip: 1,
        sortBy: 'createTime',
        sortType: 'desc',
        columns,
      })
    ).json().data;
    const job = await eventually(async () => {
      const found = (await call('GET', `/export/${queued.id}`)).json().data;
      return ['succeeded', 'failed'].includes(found.status) && found;
    }, 20_000);
    expect(job.status).toBe('succeeded');
    const ticket = (await call('POST', `/export/${queued.id}/download`, { projectCode: 'all' })).json().data;
    const [header, ...rows] = parseCsv((await t.app.inject({ method: 'GET', url: ticket.url })).body);
    expect(header).toEqual(['用户编码', 'Email', 'Coins']);
    expect(rows).toHaveLength(matching.total);
    const firstPage = matching.list
      .slice(0, 10)
      .map((user: { userCode: string; email: string; coins: number }) => [
        user.userCode,
        user.email,
        String(user.coins),
      ]);
    expect(rows.slice(0, firstPage.length)).toEqual(firstPage);
  });
});
