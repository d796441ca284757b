import type { ProjectScope } from '../../platform/http';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { fillReply, REPLY_VARIABLES, repliesForQueue, unknownReplyVariables } from './replies';

describe('a reply text’s variables', () => {
  it('are {name}, {userCode} and {agent}', () => {
    expect(REPLY_VARIABLES).toEqual(['name', 'userCode', 'agent']);
  });

  it('fills each variable wherever it comes, as often as it comes, and leaves other braces as written', () => {
    const values = { name: 'Mia', userCode: 'US-U0000015', agent: 'Leo' };
    expect(fillReply('Hi {name}! I am {agent}. {name}, your ID is {userCode}.', values)).toBe(
      'Hi Mia! I am Leo. Mia, your ID is US-U0000015.',
    );
    expect(fillReply('{nombre} {toString} {}', values)).toBe('{nombre} {toString} {}');
    // a value holding a variable's name is not filled again
    expect(fillReply('{name} / {agent}', { ...values, name: '{agent}' })).toBe('{agent} / Leo');
    expect(fillReply('No variables here.', values)).toBe('No variables here.');
  });

  it('finds what is written between braces but is no variable, each once', () => {
    expect(unknownReplyVariables('Hi {name}, I am {agent} ({userCode})')).toEqual([]);
    expect(unknownReplyVariables('Hi {nombre} {Name} { name } {nombre} {}')).toEqual([
      '{nombre}',
      '{Name}',
      '{ name }',
      '{}',
    ]);
    expect(unknownReplyVariables('A lone { brace } and {braces}')).toEqual(['{ brace }', '{braces}']);
    expect(unknownReplyVariables('no braces at all')).toEqual([]);
  });
});

describe('repliesForQueue', () => {
  let t: TestApp;
  const scopeOf = async (code: string): Promise<ProjectScope> => {
    const project = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return { projectCode: code, all: false, projects: [project] };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("offers the queue's live replies by sort, in the reader's locale where it has a text, else the default's", async () => {
    const sea = await scopeOf('drama-sea');
    const online = await repliesForQueue(t.db, sea, 'online_assistant', undefined, 'th');
    expect(online.map((reply) => reply.shortcut)).toEqual([
      'hello',
      'coins-missing',
      'double-charge',
      'refund',
      'not-loading',
      'subtitles',
      'user-id',
      'bye',
    ]);
    expect(online[0]).toMatchObject({ groupName: 'Greetings', title: 'Welcome' });
    expect(online[0].text).toMatch(/^สวัสดีค่ะคุณ \{name\}/);
    // subtitles has no Vietnamese nor Indonesian: its English, the default
    const vi = await repliesForQueue(t.db, sea, 'online_assistant', 'subtitles', 'vi');
    expect(vi.map((reply) => reply.text)).toEqual([expect.stringMatching(/^Thanks for letting us know/)]);
    // a region of a served language reads that language; a locale not served, or no tag, the default
    expect((await repliesForQueue(t.db, sea, 'online_assistant', 'hello', 'th-TH'))[0].text).toMatch(/^สวัสดี/);
    expect((await repliesForQueue(t.db, sea, 'online_assistant', 'hello', 'fr'))[0].text).toMatch(/^Hi \{name\}/);
    expect((await repliesForQueue(t.db, sea, 'online_assistant', 'hello', '!!'))[0].text).toMatch(/^Hi \{name\}/);
    expect((await repliesForQueue(t.db, sea, 'online_assistant', 'hello', undefined))[0].text).toMatch(/^Hi/);
  });

  it('finds a reply by a part of its title or its shortcut, typed with or without the slash', async () => {
    const jp = await scopeOf('drama-jp');
    const found = async (keyword: string, code = 'vip_official_customer') =>
      (await repliesForQueue(t.db, jp, code, keyword, 'ja')).map((reply) => reply.shortcut);
    expect(await found('/vip')).toEqual(['vip-hello', 'vip-renew']);
    expect(await found('RENEWAL')).toEqual(['vip-renew']);
    expect(await found('  /refund ')).toEqual(['refund']);
    // a reply of another queue is not offered
    expect(await found('manager')).toEqual([]);
    expect(await found('manager', 'premium_customer_service')).toEqual(['manager']);
    // drama-jp's default is Japanese; its English is a translation
    expect((await repliesForQueue(t.db, jp, 'online_assistant', 'hello', undefined))[0].text).toMatch(/^\{name\}様/);
    expect((await repliesForQueue(t.db, jp, 'online_assistant', 'hello', 'en-US'))[0].text).toMatch(/^Hi \{name\}/);
  });

  it("offers neither a deleted reply nor another project's", async () => {
    const us = await scopeOf('drama-us');
    const bye = await t.db
      .updateTable('chat_reply')
      .set({ deleted: 1 })
      .where('project_code', '=', 'drama-us')
      .where('shortcut', '=', 'bye')
      .returning('id')
      .executeTakeFirstOrThrow();
    const offered = await repliesForQueue(t.db, us, 'online_assistant', undefined, 'es');
    expect(offered.map((reply) => reply.shortcut)).not.toContain('bye');
    expect(offered.map((reply) => reply.id)).not.toContain(bye.id);
    const ids = await t.db.selectFrom('chat_reply').select('id').where('project_code', '=', 'drama-us').execute();
    expect(offered.every((reply) => ids.some((row) => row.id === reply.id))).toBe(true);
    expect(offered[0].text).toMatch(/^Hola \{name\}/);
  });
});
