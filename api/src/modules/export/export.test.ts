// End to end with the background runner: queue through a list's export route, wait,
// download through a ticket, read the file back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { expireExports } from '../../domain/export';
import { parseCsv, readZip, sheetRows } from '../../testing/exportFiles';

let t: TestApp;
let dir: string;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
  t = await createTestApp({ exports: { dir } });
  tokens = await t.signInAll();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: DemoUser = 'admin') =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: { 'client-token': tokens[who] },
    ...(payload ? { payload } : {}),
  });

async function finished(id: number, who: DemoUser = 'admin') {
  return eventually(async () => {
    const job = (await call('GET', `/export/${id}`, undefined, who)).json().data;
    return ['succeeded', 'failed'].includes(job.status) && job;
  }, 20_000);
}

async function download(id: number) {
  const ticket = await call('POST', `/export/${id}/download`, { projectCode: 'all' });
  expect(ticket.statusCode).toBe(200);
  const { url } = ticket.json().data;
  const file = await t.app.inject({ method: 'GET', url });
  return { url, file };
}

describe('exporting a list', () => {
  it('exports the operation log to CSV, with progress, a notice and a download link', async () => {
    const queued = await call('POST', '/oplog/export', {
      projectCode: 'all',
      format: 'csv',
      sortBy: 'operTime',
      sortType: 'asc',
      method: 'POST',
    });
    expect(queued.statusCode).toBe(200);
    const created = queued.json().data;
    expect(created).toMatchObject({
      status: 'queued',
      listKey: 'customer-service.oplog',
      format: 'csv',
      projectCode: 'all',
      username: 'admin',
      percent: 0,
    });
    expect(created.fileName).toMatch(/^operation-log-\d{4}-\d{2}-\d{2}\.csv$/);

    const job = await finished(created.id);
    expect(job).toMatchObject({ status: 'succeeded', percent: 100, errorMsg: '' });
    expect(job.rowsDone).toBe(job.rowsTotal);
    expect(job.rowsTotal).toBeGreaterThan(0);
    expect(Date.parse(job.expireTime) - Date.parse(job.finishTime)).toBeCloseTo(72 * 3600_000, -3);

    const { url, file } = await download(created.id);
    expect(url).toMatch(/^\/admin-api\/export-file\/[\w-]{40,}$/);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${job.fileName}"; filename*=UTF-8''${job.fileName}`,
    );
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([
      'ID',
      'Time (UTC)',
      'User',
      'Project',
      'Operation',
      'Method',
      'URL',
      'Parameters',
      'Result',
      'HTTP status',
      'Error',
      'Duration (ms)',
      'Client IP',
    ]);
    expect(rows).toHaveLength(job.rowsTotal);
    expect(rows.every((row) => row[5] === 'POST')).toBe(true);
    const times = rows.map((row) => Date.parse(row[1]));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(rows.find((row) => row[4] === 'Sign in')![7]).toContain('"password":"******"');

    // The ticket works once.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(410);

    const notices = (await call('GET', '/notification/list?kind=notice&pageSize=100')).json().data.list;
    expect(notices).toContainEqual(
      expect.objectContaining({
        title: 'Export ready: Operation log',
        link: '/customer-service/oplog',
        projectCode: null,
      }),
    );
  });

  it("writes what the list shows, in the requester's language and time zone, and its notice downloads the file and opens the list as it was", async () => {
    // normal may export dramas but not see the export records: the notice must not send them there
    const listQuery = '?status=0&sortBy=createTime&sortType=asc&pageSize=50';
    const queued = await call(
      'POST',
      '/product/list/export',
      {
        projectCode: 'drama-us',
        format: 'csv',
        status: 0,
        sortBy: 'createTime',
        sortType: 'asc',
        // the list shows the code beneath the name, not as a column of its own
        columns: [
          { key: 'name', header: '名称' },
          { key: 'status', header: '状态', labels: { '0': '已上线', '1': '已下线', '2': '草稿' } },
          { key: 'createTime', header: '创建时间' },
        ],
        locale: 'zh-CN',
        timeZone: 'Asia/Shanghai',
        listQuery,
      },
      'normal',
    );
    expect(queued.statusCode).toBe(200);
    const job = await finished(queued.json().data.id, 'normal');
    expect(job).toMatchObject({ status: 'succeeded', locale: 'zh-CN', timeZone: 'Asia/Shanghai', listQuery });
    // named by the requester's day
    const day = new Date(Date.parse(job.createTime) + 8 * 3600_000).toISOString().slice(0, 10);
    expect(job.fileName).toBe(`dramas-${day}.csv`);

    // the notice is written just after the export is marked succeeded
    const notice = await eventually(async () => {
      const notices = (
        await call('GET', '/notification/list?kind=notice&locale=zh-CN&pageSize=100', undefined, 'normal')
      ).json().data.list;
      return notices.find((each: { exportId: number | null }) => each.exportId === job.id);
    });
    expect(notice).toMatchObject({ title: '导出完成：短剧列表', link: `/product/list${listQuery}` });
    expect(notice.content).toMatch(
      /^dramas-\d{4}-\d{2}-\d{2}\.csv，共 [\d,]+ 行。请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Shanghai\) 前下载。$/,
    );

    // the notice's download: its requester may take the file
    const ticket = await call('POST', `/export/${notice.exportId}/download`, { projectCode: 'drama-us' }, 'normal');
    expect(ticket.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: ticket.json().data.url });
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual(['编码', '名称', '状态', '创建时间 (Asia/Shanghai)']);
    expect(rows.length).toBe(job.rowsTotal);
    expect(rows.every((row) => row[2] === '已上线')).toBe(true);
    const drama = await t.db
      .selectFrom('drama')
      .select(['code', 'create_time'])
      .where('code', '=', rows[0][0])
      .where('project_code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const shanghai = new Date(drama.create_time.getTime() + 8 * 3600_000).toISOString();
    expect(rows[0][3]).toBe(`${shanghai.slice(0, 10)} ${shanghai.slice(11, 16)}`);
  });

  it('refuses a time zone it does not know', async () => {
    const response = await call('POST', '/product/list/export', {
      projectCode: 'drama-us',
      format: 'csv',
      timeZone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'timeZone', rule: 'timeZone' });
    // a known one is kept by its canonical name, as a project's is
    const known = await call('POST', '/product/list/export', {
      projectCode: 'drama-us',
      format: 'csv',
      timeZone: 'asia/shanghai',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.timeZone).toBe('Asia/Shanghai');
  });

  it('exports the staff users of one project to XLSX', async () => {
    const queued = (
      await call('POST', '/setting/user/export', {
        projectCode: 'drama-jp',
        format: 'xlsx',
        sortBy: 'username',
        sortType: 'asc',
      })
    ).json().data;
    const job = await finished(queued.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      projectCode: 'drama-jp',
      fileName: expect.stringMatching(/^staff-users-.*\.xlsx$/),
    });

    const { file } = await download(queued.id);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const parts = readZip(file.rawPayload);
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/worksheets/sheet1.xml',
      ]),
    );
    const [header, ...rows] = sheetRows(parts.get('xl/worksheets/sheet1.xml')!.toString('utf8'));
    expect(header).toEqual([
      'ID',
      'Username',
      'Name',
      'Email',
      'Phone',
      'Status',
      'All projects',
      'Roles',
      'Created (UTC)',
    ]);
    const usernames = rows.map((row) => row[1]);
    expect(usernames).toEqual([...usernames].sort());
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'normal']));
    expect(usernames).not.toContain('operator'); // not in drama-jp
    expect(rows.length).toBe(job.rowsTotal);
    expect(rows.find((row) => row[1] === 'admin')![7]).toBe('All projects; drama-jp: admin');
  });

  it("writes the columns the list shows, in its order and under its headers (the staff member's language)", async () => {
    const columns = [
      { key: 'username', header: '用户名' },
      { key: 'projectRoles', header: '角色' },
      { key: 'status', header: '状态', labels: { '0': '启用', '1': '停用' } },
    ];
    const queued = (
      await call('POST', '/setting/user/export', {
        projectCode: 'drama-jp',
        format: 'csv',
        sortBy: 'username',
        sortType: 'asc',
        columns,
        locale: 'zh-CN',
      })
    ).json().data;
    expect((await finished(queued.id)).status).toBe('succeeded');
    const [header, ...rows] = parseCsv((await download(queued.id)).file.body);
    expect(header).toEqual(['用户名', '角色', '状态']);
    // the roles and status as the list shows them, in Chinese: the admin is allowed all projects, the normal user is not
    expect(rows.find((row) => row[0] === 'admin')).toEqual(['admin', '全部项目; drama-jp: admin', '启用']);
    expect(rows.find((row) => row[0] === 'normal')?.[1]).toBe('drama-jp: normal');

    // a retry writes the same columns
    await t.db.updateTable('sys_export_job').set({ status: 'failed' }).where('id', '=', queued.id).execute();
    const retried = (await call('POST', `/export/${queued.id}/retry`, { projectCode: 'drama-jp' })).json().data;
    expect((await finished(retried.id)).status).toBe('succeeded');
    const [again, ...retriedRows] = parseCsv((await download(retried.id)).file.body);
    expect(again).toEqual(['用户名', '角色', '状态']);
    expect(retriedRows.find((row) => row[0] === 'admin')).toEqual(['admin', '全部项目; drama-jp: admin', '启用']);
  });

  it('refuses bad requests, naming the field', async () => {
    const problem = async (url: string, payload: object) => {
      const response = await call('POST', url, { projectCode: 'all', ...payload });
      expect(response.statusCode).toBe(400);
      return response.json().errors[0];
    };
    expect(await problem('/oplog/export', { format: 'pdf' })).toMatchObject({
      field: 'format',
      message: 'must be one of: csv, xlsx',
    });
    expect(await problem('/oplog/export', {})).toMatchObject({ field: 'format', message: 'is required' });
    expect(await problem('/oplog/export', { format: 'csv', sortBy: 'password' })).toMatchObject({
      field: 'sortBy',
      message: expect.stringMatching(/^cannot sort by "password"/),
    });
    expect(await problem('/oplog/export', { format: 'csv', beginTime: 'yesterday' })).toMatchObject({
      field: 'beginTime',
      message: expect.stringMatching(/date and time/),
    });
    expect(await problem('/setting/user/export', { format: 'csv', status: 'enabled' })).toMatchObject({
      field: 'status',
      message: 'must be one of: 0, 1',
    });
    expect(
      await problem('/setting/user/export', { format: 'csv', columns: [{ key: 'username', header: '' }] }),
    ).toMatchObject({ field: 'columns[0].header', message: 'must not be empty' });
  });

  it("refuses a column its list's export does not have, naming it, and queues nothing", async () => {
    const jobs = async () => (await t.db.selectFrom('sys_export_job').select('id').execute()).length;
    const before = await jobs();
    const response = await call('POST', '/setting/user/export', {
      projectCode: 'all',
      format: 'csv',
      columns: [
        { key: 'username', header: 'Username' },
        { key: 'passwordHash', header: 'Password' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([
      {
        field: 'columns[1].key',
        message: 'must be one of: id, username, name, email, phone, status, allProjects, projectRoles, createTime',
      },
    ]);
    // another list's column is no column of this one
    const other = await call('POST', '/oplog/export', {
      projectCode: 'all',
      format: 'csv',
      columns: [{ key: 'projectRoles', header: 'Roles' }],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('columns[0].key');
    expect(await jobs()).toBe(before);
  });

  it('is for those holding the export permission', async () => {
    for (const who of ['normal', 'operator'] as const) {
      const oplog = await call('POST', '/oplog/export', { projectCode: 'drama-us', format: 'csv' }, who);
      expect(oplog.statusCode).toBe(403);
      expect(oplog.json().message).toBe(
        'You do not have the permission customer-service:oplog:export in project drama-us',
      );
      expect(
        (await call('POST', '/setting/user/export', { projectCode: 'drama-us', format: 'csv' }, who)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/export/list?projectCode=drama-us', undefined, who)).statusCode).toBe(403);
    }
  });
});

describe('export records', () => {
  let seaJob: number;
  let usJob: number;

  beforeAll(async () => {
    seaJob = (await call('POST', '/setting/user/export', { projectCode: 'drama-sea', format: 'csv' })).json().data.id;
    usJob = (await call('POST', '/setting/user/export', { projectCode: 'drama-us', format: 'csv' })).json().data.id;
    await finished(seaJob);
    await finished(usJob);
    // normal may read the export records of drama-us only
    const ids = await t.projectIds();
    const role = await t.db
      .insertInto('sys_role')
      .values({ code: 'export-reader', name: 'Export reader' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const menu = await t.db
      .selectFrom('sys_menu')
      .select('id')
      .where('perms', '=', 'setting:export-record:query')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('sys_role_menu').values({ role_id: role.id, menu_id: menu.id }).execute();
    const normal = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'normal')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sys_user_project_role')
      .values({ user_id: normal.id, project_id: ids['drama-us'], role_id: role.id })
      .execute();
  });

  it("lists a project's exports, filtered and sorted, to a holder of the permission there", async () => {
    const list = (
      await call(
        'GET',
        '/export/list?projectCode=drama-us&listKey=setting.user&sortBy=rowsTotal&sortType=asc',
        undefined,
        'normal',
      )
    ).json().data;
    expect(list.list.map((job: { id: number }) => job.id)).toContain(usJob);
    expect(list.list.every((job: { projectCode: string }) => job.projectCode === 'drama-us')).toBe(true);
    expect(
      (await call('GET', '/export/list?projectCode=drama-us&status=failed', undefined, 'normal')).json().data.total,
    ).toBe(0);
    expect(
      (await call('GET', '/export/list?projectCode=drama-us&username=ADM&format=csv', undefined, 'normal')).json().data
        .total,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/export/list?sortBy=secret')).json().errors[0].field).toBe('sortBy');

    const all = (await call('GET', '/export/list?projectCode=all&pageSize=100'))
      .json()
      .data.list.map((job: { id: number }) => job.id);
    expect(all).toEqual(expect.arrayContaining([seaJob, usJob]));
  });

  it("hides another project's exports", async () => {
    expect((await call('GET', '/export/list?projectCode=drama-sea', undefined, 'normal')).statusCode).toBe(403);
    expect((await call('GET', `/export/${seaJob}`, undefined, 'normal')).statusCode).toBe(404);
    expect((await call('POST', `/export/${seaJob}/download`, {}, 'normal')).statusCode).toBe(404);
    expect((await call('GET', `/export/${seaJob}`, undefined, 'operator')).statusCode).toBe(404);
    // visible in drama-us, but downloading needs setting:export-record:download
    expect((await call('GET', `/export/${usJob}`, undefined, 'normal')).json().data.id).toBe(usJob);
    const refused = await call('POST', `/export/${usJob}/download`, {}, 'normal');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You do not have the permission setting:export-record:download in project drama-us',
    );
  });

  it("answers the caller's own exports, newest first", async () => {
    const mine = (await call('GET', '/export/mine?listKey=setting.user&pageSize=2')).json().data;
    expect(mine.list.map((job: { id: number }) => job.id)).toEqual([usJob, seaJob]);
    expect(
      (await call('GET', '/export/mine?projectCode=drama-sea')).json().data.list.map((job: { id: number }) => job.id),
    ).toEqual([seaJob]);
    // normal's one export (the dramas, above) is theirs alone
    const theirs = (await call('GET', '/export/mine', undefined, 'normal')).json().data;
    expect(theirs.list.map((job: { listKey: string }) => job.listKey)).toEqual(['product.list']);
  });

  it("refuses the caller's exports of a project not theirs, and of `all` unless allowed all projects, as every route does", async () => {
    expect((await call('GET', '/export/mine?projectCode=drama-sea', undefined, 'normal')).statusCode).toBe(403);
    expect((await call('GET', '/export/mine?projectCode=drama-nowhere')).statusCode).toBe(403);
    const all = await call('GET', '/export/mine?projectCode=all', undefined, 'normal');
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Your account may not use all projects; choose one of your projects');
    expect(
      (await call('GET', '/export/mine?projectCode=drama-us&tenantCode=tenant-x', undefined, 'normal')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/export/mine?projectCode=drama-jp', undefined, 'normal')).statusCode).toBe(200);
  });

  it('retries a failed export, only a failed or expired one', async () => {
    const notYet = await call('POST', `/export/${usJob}/retry`, {});
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ problem: 'export.notRetryable' });
    await t.db
      .updateTable('sys_export_job')
      .set({ status: 'failed', error_msg: 'interrupted; retry' })
      .where('id', '=', usJob)
      .execute();
    const unpermitted = await call('POST', `/export/${usJob}/retry`, {}, 'normal'); // no setting:user:export
    expect(unpermitted.statusCode).toBe(403);
    expect(unpermitted.json()).toMatchObject({
      problem: 'permission.missing',
      params: { permission: 'setting:user:export', project: 'drama-us' },
    });
    const retried = await call('POST', `/export/${usJob}/retry`, {});
    expect(retried.statusCode).toBe(200);
    const again = retried.json().data;
    expect(again).toMatchObject({ status: 'queued', listKey: 'setting.user', projectCode: 'drama-us', format: 'csv' });
    expect((await finished(again.id)).status).toBe('succeeded');
    usJob = again.id;
  });

  it('expires files: housekeeping removes them, downloads are gone', async () => {
    const { url } = (await call('POST', `/export/${usJob}/download`, {})).json().data;
    await t.db
      .updateTable('sys_export_job')
      .set({ expire_time: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', usJob)
      .execute();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(410);
    expect(await expireExports(t.db, dir)).toBe(1);
    expect(fs.existsSync(path.join(dir, `export-${usJob}.csv`))).toBe(false);
    expect((await call('GET', `/export/${usJob}`)).json().data.status).toBe('expired');
    const gone = await call('POST', `/export/${usJob}/download`, {});
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      message: 'The export file has expired; retry the export',
      problem: 'export.expired',
    });
    expect((await call('POST', `/export/${usJob}/retry`, {})).statusCode).toBe(200);
  });

  it('download links expire after 5 minutes; unknown ones are 404', async () => {
    const { url, expireTime } = (await call('POST', `/export/${seaJob}/download`, {})).json().data;
    expect(Date.parse(expireTime) - Date.now()).toBeGreaterThan(4 * 60_000);
    await t.db
      .updateTable('sys_export_ticket')
      .set({ expire_time: sql<Date>`now() - interval '1 second'` })
      .where('used_time', 'is', null)
      .execute();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(410);
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/export-file/nothing-like-a-ticket' })).statusCode,
    ).toBe(404);
  });

  it('deletes an export and its file, for holders of setting:export-record:delete', async () => {
    const file = path.join(dir, `export-${seaJob}.csv`);
    expect(fs.existsSync(file)).toBe(true);
    expect((await call('DELETE', `/export/${seaJob}`, undefined, 'normal')).statusCode).toBe(404);
    const deleted = await call('DELETE', `/export/${seaJob}`);
    expect(deleted.json()).toEqual({ code: 200, message: 'success', data: { id: seaJob } });
    expect(fs.existsSync(file)).toBe(false);
    expect((await call('GET', `/export/${seaJob}`)).statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('sys_export_job').select('deleted').where('id', '=', seaJob).executeTakeFirstOrThrow())
        .deleted,
    ).toBe(1);
  });

  it('writes the operation log, never a download ticket', async () => {
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/%export%')
        .orderBy('id')
        .execute();
      return found.some((row) => row.method === 'DELETE') && found;
    });
    const titles = new Set(rows.map((row) => row.title));
    expect(titles).toEqual(
      new Set([
        'Export staff users',
        'Export operation log',
        'Export dramas',
        'Download an export',
        'Retry an export',
        'Delete an export',
      ]),
    );
    expect(rows.find((row) => row.title === 'Export operation log' && row.status === 0)!.params).toMatchObject({
      format: 'csv',
      method: 'POST',
    });
    const tickets = await t.db.selectFrom('sys_export_ticket').select('ticket_hash').execute();
    const logged = JSON.stringify(await t.db.selectFrom('sys_oper_log').select(['url', 'params']).execute());
    expect(logged).not.toMatch(/export\/file\//);
    for (const { ticket_hash: hash } of tickets) expect(logged).not.toContain(hash);
  });
});
