// The export button's last export and the export records page follow the live channel: their
// cached answers change as the events arrive, with no call to the api.
import { waitFor } from '@testing-library/react';
import { api } from '../../api/api';
import { loggedIn } from '../../auth/authSlice';
import { liveChannel } from '../../live/liveCache';
import { createAppStore } from '../../store/createAppStore';
import { envelope, installFetch } from '../../testing/fetchDouble';
import { installLiveDouble, type LiveDouble } from '../../testing/liveDouble';
// importing it adds its endpoints to the one api
import './exportApi';
import type { ExportJob } from './exportApi';

let server: LiveDouble;
beforeEach(() => {
  server = installLiveDouble();
});
afterEach(() => liveChannel.close());

function job(id: number, overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    id,
    userId: 1,
    username: 'admin',
    projectCode: 'drama-us',
    listKey: 'setting.user',
    listTitle: 'Staff users',
    filters: {},
    sortBy: '',
    sortType: 'desc',
    columns: null,
    locale: 'en-US',
    timeZone: 'UTC',
    listQuery: '',
    format: 'csv',
    status: 'queued',
    rowsTotal: null,
    rowsDone: 0,
    percent: 0,
    fileName: 'staff-users.csv',
    fileSize: null,
    errorMsg: '',
    errorTranslations: {},
    createTime: new Date().toISOString(),
    startTime: null,
    finishTime: null,
    expireTime: null,
    ...overrides,
  } as ExportJob;
}

const page = (list: ExportJob[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
type Endpoint = {
  initiate(arg: unknown): never;
  select(arg: unknown): (state: never) => { data?: { list: ExportJob[] } };
};
const endpoint = (name: string) => (api.endpoints as unknown as Record<string, Endpoint>)[name];

async function cached(name: string, arg: unknown, answer: Response) {
  const fetchMock = installFetch(answer);
  const store = createAppStore();
  store.dispatch(loggedIn('token-1'));
  store.dispatch(endpoint(name).initiate(arg));
  const rows = () => endpoint(name).select(arg)(store.getState() as never).data?.list;
  await waitFor(() => expect(rows()).toBeDefined());
  await waitFor(() => expect(liveChannel.status).toBe('open'));
  // heard from the subscription on, the answer is asked once more (what came before was not heard)
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  return { rows, fetchMock };
}

it("the export button's last export moves with its progress and end, and a newer one takes its place", async () => {
  const arg = { listKey: 'setting.user', pageSize: 1 };
  const { rows, fetchMock } = await cached('getExportMine', arg, page([job(3)]));
  expect(server.sent.find((message) => message.type === 'subscribe')).toMatchObject({ topics: ['exports'] });

  server.push({
    id: 1,
    topic: 'exports',
    payload: { change: 'progress', job: job(3, { status: 'running', percent: 40 }) },
  });
  await waitFor(() => expect(rows()).toEqual([expect.objectContaining({ id: 3, status: 'running', percent: 40 })]));
  // another list's export is not this button's
  server.push({ id: 2, topic: 'exports', payload: { change: 'queued', job: job(4, { listKey: 'user.list' }) } });
  server.push({ id: 3, topic: 'exports', payload: { change: 'queued', job: job(5) } });
  await waitFor(() => expect(rows()).toEqual([expect.objectContaining({ id: 5, status: 'queued' })]));
  server.push({
    id: 4,
    topic: 'exports',
    payload: { change: 'succeeded', job: job(5, { status: 'succeeded', percent: 100 }) },
  });
  await waitFor(() => expect(rows()).toEqual([expect.objectContaining({ id: 5, status: 'succeeded' })]));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('the export records change their rows in place, and read the page again for a new export', async () => {
  const arg = { pageNum: 1, pageSize: 10 };
  const { rows, fetchMock } = await cached('listExport', arg, page([job(8, { status: 'running' }), job(7)]));
  server.push({ id: 1, topic: 'export-records', payload: { change: 'failed', job: job(7, { status: 'failed' }) } });
  await waitFor(() => expect(rows()?.map((row) => row.status)).toEqual(['running', 'failed']));
  expect(fetchMock).toHaveBeenCalledTimes(2);

  server.push({ id: 2, topic: 'export-records', payload: { change: 'queued', job: job(9) } });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
});
