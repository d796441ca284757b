// The demo's customer service as the seed leaves it, and the idle close: a conversation where
// nothing awaits an answer closes itself after its queue's idle time, the user gets the survey
// and the agent's freed place goes to the next waiting conversation; one where the user waits
// for an answer, or recently active, stays open.
import { sql } from 'kysely';
import { queuePermission, routeOf, SERVICE_CODES } from '../../domain/chat';
import { holdersOf } from '../../platform/grants';
import { appClient } from '../../testing/appClient';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { closeIdleConversations, idleCloseJob } from './app-chat.idle';

let t: TestApp;
let tokens: Record<DemoUser, string>;

const PROJECTS = ['drama-us', 'drama-sea', 'drama-jp'];

beforeAll(async () => {
  t = await createTestApp({ chatIdleClose: false });
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const rows = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(t.db)).rows;

describe('the seeded customer service', () => {
  it('gives each project its three queues, business hours in its time zone and away replies in each of its content locales', async () => {
    const services = await t.db.selectFrom('cs_service').selectAll().execute();
    const projects = await t.db.selectFrom('sys_project').select(['code', 'content_locales']).execute();
    for (const project of projects) {
      const own = services.filter((service) => service.project_code === project.code);
      expect(own.map((service) => service.service_code).sort()).toEqual([...SERVICE_CODES].sort());
      for (const service of own) {
        expect(Object.keys(service.away_reply as object).sort()).toEqual([...project.content_locales].sort());
        expect(service).toMatchObject({
          first_response_seconds: 120,
          next_response_seconds: 300,
          idle_close_minutes: 30,
        });
        expect(service.route_paid_minor === null).toBe(service.service_code !== 'premium_customer_service');
      }
    }
    // one team rests on Sundays, and says so in its users' language
    const jp = services.find((service) => service.project_code === 'drama-jp')!;
    expect(jp.work_days).toEqual([1, 2, 3, 4, 5, 6]);
    expect((jp.away_reply as Record<string, string>).ja).toContain('月曜日〜土曜日');
    expect(services.find((service) => service.project_code === 'drama-us')!.work_days).toHaveLength(7);
  });

  it('makes agents of those who may answer, each answering only the queues they are allowed', async () => {
    for (const project of PROJECTS) {
      const agents = await t.db.selectFrom('cs_agent').selectAll().where('project_code', '=', project).execute();
      expect(agents.length).toBeGreaterThan(0);
      for (const code of SERVICE_CODES) {
        const allowed = await holdersOf(t.db, project, queuePermission(code, 'reply'));
        const answering = agents.filter((agent) => agent.service_codes.includes(code)).map((agent) => agent.user_id);
        expect(answering.sort()).toEqual([...allowed].sort());
      }
    }
    // the operator is no member of drama-jp: never its agent
    const operator = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(
      await t.db
        .selectFrom('cs_agent')
        .select('project_code')
        .where('user_id', '=', operator.id)
        .orderBy('project_code')
        .execute(),
    ).toEqual([{ project_code: 'drama-sea' }, { project_code: 'drama-us' }]);
  });

  it("spreads closed conversations over the last 90 days, each by the project's own users and answered by an agent allowed the queue", async () => {
    const closed = await rows<{
      project_code: string;
      count: number;
      rated: number;
      average: number;
      labelled: number;
    }>(sql`
      select project_code, count(*)::int as count, count(satisfaction)::int as rated,
        avg(satisfaction)::float as average, count(*) filter (where cardinality(labels) > 0)::int as labelled
      from conversation where status = 2 group by project_code order by project_code`);
    expect(closed.map((row) => row.project_code)).toEqual([...PROJECTS].sort());
    for (const row of closed) {
      expect(row.count).toBeGreaterThanOrEqual(30);
      expect(row.rated / row.count).toBeGreaterThan(0.4);
      expect(row.rated / row.count).toBeLessThan(0.8);
      expect(row.average).toBeGreaterThan(3.7);
      expect(row.labelled).toBeGreaterThan(0);
    }
    // every way of closing and every score
    const [ways] = await rows<{ ways: string[]; scores: number[] }>(sql`
      select array_agg(distinct closed_by order by closed_by) as ways,
        array_agg(distinct satisfaction order by satisfaction) filter (where satisfaction is not null) as scores
      from conversation where status = 2`);
    expect(ways).toEqual({ ways: ['agent', 'idle', 'user'], scores: [1, 2, 3, 4, 5] });
    // dated within the last 90 days, after the user signed up, each user of the conversation's project, closed after it began
    expect(
      await rows(sql`
      select c.id from conversation c join app_user u on u.id = c.user_id
      where u.project_code <> c.project_code or c.create_time < u.create_time or c.create_time < now() - interval '91 days'
        or c.last_message_time > now() or c.closed_time < c.create_time or c.first_response_time < c.queued_time`),
    ).toEqual([]);
    // the agent of each may answer its queue in its project
    const agents = await rows<{ project_code: string; service_code: string; agent_id: number }>(sql`
      select distinct project_code, service_code, agent_id from conversation where agent_id is not null`);
    for (const agent of agents)
      expect(
        await holdersOf(t.db, agent.project_code, queuePermission(agent.service_code as never, 'reply')),
      ).toContain(agent.agent_id);
  });

  it('puts each conversation in the queue the chat routes its user to: VIP users to the VIP service, the top spenders to premium', async () => {
    const projects = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .execute();
    const seeded = await t.db
      .selectFrom('conversation')
      .select(['project_code', 'user_id', 'service_code'])
      .distinct()
      .execute();
    const wrong: string[] = [];
    for (const { project_code: projectCode, user_id: userId, service_code: queue } of seeded) {
      const scope = { projectCode, all: false, projects: projects.filter((project) => project.code === projectCode) };
      const routed = await routeOf(t.db, scope, userId);
      if (routed !== queue) wrong.push(`user ${userId} of ${projectCode} in ${queue}, routed to ${routed}`);
    }
    expect(wrong).toEqual([]);
    // every queue has its conversations in the demo
    expect(new Set(seeded.map((row) => row.service_code))).toEqual(new Set(SERVICE_CODES));
  });

  it("keeps each conversation's counters what its messages say, as the chat keeps them", async () => {
    const wrong = await rows(sql`
      select c.id from conversation c where
        c.last_message_id <> (select max(m.id) from chat_message m where m.conversation_id = c.id and m.author <> 'note')
        or c.last_message_time <> (select m.create_time from chat_message m where m.id = c.last_message_id)
        or c.last_preview <> (select left(regexp_replace(m.body, '\\s+', ' ', 'g'), 120) from chat_message m where m.id = c.last_message_id)
        or c.agent_unread <> (select count(*) from chat_message m where m.conversation_id = c.id and m.author = 'user' and m.id > c.agent_read_id)
        or c.user_unread <> (select count(*) from chat_message m where m.conversation_id = c.id and m.author in ('agent', 'system') and m.id > c.user_read_id)
        or c.first_response_time is distinct from (select min(m.create_time) from chat_message m where m.conversation_id = c.id and m.author = 'agent')
        or (c.status = 2) <> (select m.kind = 'survey' from chat_message m where m.id = c.last_message_id)
        or (c.status = 2 and c.awaiting_since is not null)
        or exists (select 1 from chat_message a join chat_message b on b.conversation_id = a.conversation_id and b.id > a.id
          where a.conversation_id = c.id and b.create_time < a.create_time)
        or exists (select 1 from chat_message m where m.conversation_id = c.id and m.project_code <> c.project_code)`);
    expect(wrong).toEqual([]);
  });

  it('has conversations waiting and open now in every project, waiting only while no allowed agent online has room', async () => {
    const live = await rows<{ project_code: string; waiting: number; open: number }>(sql`
      select project_code, count(*) filter (where status = 0)::int as waiting, count(*) filter (where status = 1)::int as open
      from conversation group by project_code order by project_code`);
    for (const row of live) {
      expect(row.waiting).toBeGreaterThan(0);
      expect(row.open).toBeGreaterThan(0);
    }
    // waiting ones await their first answer and nobody read them; the online agents are full
    expect(
      await rows(
        sql`select id from conversation where status = 0 and (awaiting_since is null or agent_id is not null or agent_unread = 0)`,
      ),
    ).toEqual([]);
    const roomy = await rows(sql`
      select a.user_id from cs_agent a where a.presence = 'online'
        and a.capacity > (select count(*) from conversation c where c.agent_id = a.user_id and c.project_code = a.project_code and c.status = 1)
        and exists (select 1 from conversation c where c.project_code = a.project_code and c.status = 0 and c.service_code = any (a.service_codes))`);
    expect(roomy).toEqual([]);
  });
});

describe('an idle conversation', () => {
  const QUEUE = '/admin-api/customer-service/online_assistant';
  const staff = (who: DemoUser, method: 'POST' | 'PUT', url: string, payload: object = {}, projectCode = 'drama-us') =>
    t.app.inject({
      method,
      url,
      headers: { 'client-token': tokens[who] },
      payload: { projectCode, ...payload },
    });
  const idOf = async (username: string) =>
    (await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  /** A new app user writes in the project; answers their conversation's id. */
  async function userWrites(deviceId: string, body: string, projectCode = 'drama-us') {
    const app = appClient(t, projectCode);
    const user = await app.signIn(deviceId);
    const opened = await app.call('POST', '/chat/conversations', user.token, {});
    const id = opened.json().data.id as number;
    const sent = await app.call('POST', `/chat/conversations/${id}/messages`, user.token, {
      clientId: `${deviceId}-1`,
      body,
    });
    expect(sent.statusCode).toBe(200);
    return { id, token: user.token, app };
  }
  /** Moves a conversation's last message back in time. */
  const quietFor = (id: number, minutes: number) =>
    t.db
      .updateTable('conversation')
      .set({ last_message_time: sql<Date>`now() - make_interval(mins => ${minutes})` })
      .where('id', '=', id)
      .execute();
  const state = (id: number) =>
    t.db
      .selectFrom('conversation')
      .select(['status', 'closed_by', 'agent_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    // from a quiet start: nobody at work, no conversation going on; the queues open day and night
    await t.db.updateTable('cs_agent').set({ presence: 'offline' }).execute();
    await t.db
      .updateTable('conversation')
      .set({ status: 2, closed_time: sql<Date>`now()`, closed_by: 'agent', awaiting_since: null })
      .where('status', '<', 2)
      .execute();
    await t.db.updateTable('cs_service').set({ work_start: '00:00', work_end: '00:00' }).execute();
  });

  it("closes after its queue's idle time with the survey, freeing the agent for the next waiting one; a question waiting for an answer or a recent word keeps it open", async () => {
    const admin = await idOf('admin');
    const idle = await userWrites('idle-device-1', 'My coins are missing');
    expect((await staff('admin', 'POST', `${QUEUE}/${idle.id}/claim`)).statusCode).toBe(200);
    const answered = await staff('admin', 'POST', `${QUEUE}/${idle.id}/messages`, {
      clientId: 'idle-answer-1',
      body: 'I have added them to your wallet. Anything else?',
    });
    expect(answered.statusCode).toBe(200);
    // the admin is full (1 of 1): the next one waits
    const next = await userWrites('idle-device-2', 'Episode will not play');
    expect((await staff('admin', 'PUT', `${QUEUE}/agents/me`, { presence: 'online', capacity: 1 })).statusCode).toBe(
      200,
    );
    expect(await state(next.id)).toMatchObject({ status: 0, agent_id: null });
    // the user asked and waits for the operator's answer: never idle, however long
    const asking = await userWrites('idle-device-3', 'Hello? Anyone?');
    expect((await staff('operator', 'POST', `${QUEUE}/${asking.id}/claim`)).statusCode).toBe(200);
    // answered a moment ago
    const recent = await userWrites('idle-device-4', 'How do I cancel VIP?');
    await staff('operator', 'POST', `${QUEUE}/${recent.id}/messages`, {
      clientId: 'recent-1',
      body: 'In your store account.',
    });

    await quietFor(idle.id, 31);
    await quietFor(asking.id, 90);
    await quietFor(recent.id, 20);
    expect(await closeIdleConversations(t.db)).toBe(1);

    expect(await state(idle.id)).toMatchObject({ status: 2, closed_by: 'idle' });
    const seen = await idle.app.call('GET', `/chat/conversations/${idle.id}/messages`, idle.token);
    expect(seen.json().data.list.at(-1)).toMatchObject({ author: 'system', kind: 'survey' });
    const rated = await idle.app.call('POST', `/chat/conversations/${idle.id}/satisfaction`, idle.token, { score: 4 });
    expect(rated.statusCode).toBe(200);
    // the admin's freed place went to the one waiting
    expect(await state(next.id)).toMatchObject({ status: 1, agent_id: admin });
    expect(await state(asking.id)).toMatchObject({ status: 1 });
    expect(await state(recent.id)).toMatchObject({ status: 1 });
    // nothing more is idle: a second run closes none
    expect(await closeIdleConversations(t.db)).toBe(0);
  });

  it("waits as long as the conversation's own queue says, in its own project", async () => {
    await t.db
      .updateTable('cs_service')
      .set({ idle_close_minutes: 120 })
      .where('project_code', '=', 'drama-sea')
      .where('service_code', '=', 'online_assistant')
      .execute();
    const sea = await userWrites('idle-device-sea', 'Subtitles are late', 'drama-sea');
    const answer = await staff(
      'admin',
      'POST',
      `${QUEUE}/${sea.id}/messages`,
      { clientId: 'sea-1', body: 'Which drama?' },
      'drama-sea',
    );
    expect(answer.statusCode).toBe(200);
    await quietFor(sea.id, 60);
    expect(await closeIdleConversations(t.db)).toBe(0);
    expect(await state(sea.id)).toMatchObject({ status: 1 });
    await quietFor(sea.id, 121);
    expect(await closeIdleConversations(t.db)).toBe(1);
    expect(await state(sea.id)).toMatchObject({ status: 2, closed_by: 'idle' });
  });

  it("is the module's job on the platform's runner", async () => {
    const quiet = await userWrites('idle-device-job', 'Thanks, all good');
    await staff('admin', 'POST', `${QUEUE}/${quiet.id}/messages`, { clientId: 'job-1', body: 'Glad to help!' });
    await quietFor(quiet.id, 45);
    await t.app.jobs.enqueue(idleCloseJob.name, {}, { db: t.db });
    expect(await t.app.jobs.drain(idleCloseJob.name)).toBe(1);
    expect(await state(quiet.id)).toMatchObject({ status: 2, closed_by: 'idle' });
  });
});
