import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import { callsTo, envelope, renderScreen, rowOf, serveApi, untranslatedTexts } from '@backoffice/shared/testing';
import routes from '../../routes';
import OperationLogPage from '.';
import type { Operation } from './oplogApi';

const topUp: Operation = {
  id: 901,
  userId: 1,
  username: 'admin',
  projectCode: 'drama-us',
  title: "Top up or deduct a user's wallet",
  method: 'POST',
  url: '/admin-api/user/wallet/adjust',
  params: { body: { userCode: 'US-U0000007', kind: 'coin', amount: 120, reason: 'Refund' } },
  status: 0,
  httpStatus: 200,
  errorMsg: '',
  durationMs: 1234,
  clientIp: '10.0.0.8',
  operTime: '2026-11-20T10:00:00Z',
  deleted: 0,
  createTime: '2026-11-20T10:00:00Z',
};
const failed: Operation = {
  ...topUp,
  id: 902,
  username: 'normal',
  title: 'Approve a large-bonus application',
  url: '/admin-api/customer-service/apply/41/approve',
  params: { body: {} },
  status: 1,
  httpStatus: 409,
  errorMsg: 'Application 41 is approved: only a pending one can be decided',
  durationMs: 8,
};
const noExport = envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 });
const serve = () =>
  serveApi({
    '/oplog/list': envelope({ list: [topUp, failed], total: 2, pageNum: 1, pageSize: 10 }),
    '/export/mine': noExport,
  });

// as the host registers a remote's texts: the screens' names with them
beforeAll(() => registerMessages(routes.messages));
beforeEach(() => localStorage.clear());

it('lists the operations filtered and sorted on the server, each request a click away', async () => {
  const fetchMock = serve();
  renderScreen(<OperationLogPage />, {
    at: '/customer-service/oplog?username=adm&status=0&method=POST&sortBy=durationMs&sortType=asc',
    permissions: ['customer-service:oplog:query'],
    user: {
      projects: [{ id: 1, code: 'drama-us', tenantCode: 't-us', name: 'Drama US' }],
    },
  });
  expect(await screen.findByText("Top up or deduct a user's wallet")).toBeInTheDocument();
  const asked = Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/oplog/list')[0].url).searchParams);
  expect(asked).toMatchObject({ username: 'adm', status: '0', method: 'POST', sortBy: 'durationMs', sortType: 'asc' });
  expect(within(rowOf("Top up or deduct a user's wallet")).getByText('Succeeded')).toBeInTheDocument();
  expect(within(rowOf('Approve a large-bonus application')).getByText('Failed')).toBeInTheDocument();
  expect(within(rowOf("Top up or deduct a user's wallet")).getByText('1,234')).toBeInTheDocument();
  // no export without its permission
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();

  await userEvent.click(within(rowOf("Top up or deduct a user's wallet")).getByRole('button', { name: 'Details' }));
  const drawer = (
    await screen.findByText('Operation details', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(within(drawer).getByText('/admin-api/user/wallet/adjust')).toBeInTheDocument();
  expect(within(drawer).getByText('POST')).toBeInTheDocument();
  expect(within(drawer).getByText('admin')).toBeInTheDocument();
  expect(within(drawer).getByText('Drama US')).toBeInTheDocument();
  expect(within(drawer).getByText('Succeeded · HTTP 200')).toBeInTheDocument();
  expect(within(drawer).getByText('1,234 ms')).toBeInTheDocument();
  expect(within(drawer).getByLabelText('Parameters').textContent).toContain('"userCode": "US-U0000007"');
});

it('shows why a failed operation failed', async () => {
  serve();
  renderScreen(<OperationLogPage />, {
    at: '/customer-service/oplog',
    permissions: ['customer-service:oplog:query'],
  });
  await screen.findByText('Approve a large-bonus application');
  await userEvent.click(
    within(rowOf('Approve a large-bonus application')).getByRole('button', {
      name: 'Details',
    }),
  );
  const drawer = (
    await screen.findByText('Operation details', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(within(drawer).getByText('Failed · HTTP 409')).toBeInTheDocument();
  expect(within(drawer).getByText('Application 41 is approved: only a pending one can be decided')).toBeInTheDocument();
});

it('exports what the list shows, with its filters, under the headers it shows', async () => {
  let asked: Record<string, unknown> | null = null;
  const fetchMock = serveApi({
    '/oplog/list': envelope({ list: [topUp], total: 1, pageNum: 1, pageSize: 10 }),
    '/export/mine': noExport,
    'POST /oplog/export': async (request: Request) => {
      asked = await request.json();
      return envelope(null);
    },
  });
  renderScreen(<OperationLogPage />, {
    at: '/customer-service/oplog?title=wallet',
    permissions: ['customer-service:oplog:query', 'customer-service:oplog:export'],
  });
  await screen.findByText("Top up or deduct a user's wallet");
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  fireEvent.click(await screen.findByText('CSV'));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/oplog/export')).toHaveLength(1));
  expect(asked).toMatchObject({ title: 'wallet', format: 'csv' });
  const columns = (asked as unknown as { columns: { key: string; header: string }[] }).columns;
  expect(columns).toContainEqual({ key: 'operTime', header: 'Time' });
  expect(columns).toContainEqual({ key: 'url', header: 'Path' });
  // the result as the list shows it: its label, not the stored code
  expect(columns).toContainEqual({ key: 'status', header: 'Result', labels: { '0': 'Succeeded', '1': 'Failed' } });
});

it('reads as Chinese in Chinese, the details too', async () => {
  serve();
  renderScreen(<OperationLogPage />, {
    at: '/customer-service/oplog',
    permissions: ['customer-service:oplog:query', 'customer-service:oplog:export'],
  });
  await screen.findByText("Top up or deduct a user's wallet");
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findAllByText('成功')).not.toHaveLength(0);
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(within(rowOf("Top up or deduct a user's wallet")).getByRole('button', { name: '详情' }));
    await screen.findByText('操作详情', { selector: '.arco-drawer-header-title' });
    expect(screen.getByText('1,234 毫秒')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});
