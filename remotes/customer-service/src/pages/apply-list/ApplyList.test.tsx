import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import routes from '../../routes';
import ApplicationsPage from '.';
import type { Application } from './applyListApi';

const REVIEWER = ['customer-service:apply-list:query', 'customer-service:apply-list:review'];

const pending: Application = {
  id: 41,
  userCode: 'US-U0000007',
  kind: 'coin',
  amount: 50000,
  reason: 'Compensation for a double charge',
  status: 'pending',
  mine: false,
  applicantName: 'Nora Normal',
  reviewerName: '',
  reviewNote: '',
  createTime: '2026-11-20T10:00:00Z',
  reviewTime: null,
  expiresAt: null,
};
const rejected: Application = {
  ...pending,
  id: 40,
  userCode: 'US-U0000003',
  amount: 200000,
  reason: 'Goodwill after a complaint',
  status: 'rejected',
  reviewerName: 'Rita Reviewer',
  reviewNote: 'Far above what the complaint warrants',
  reviewTime: '2026-11-19T12:00:00Z',
};
const page = (...list: Application[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-modal-title' })).closest<HTMLElement>('.arco-modal')!;

// as the host registers a remote's texts: the screens' names with them
beforeAll(() => registerMessages(routes.messages));
beforeEach(() => localStorage.clear());

it('lists the applications filtered on the server, offering a decision on pending ones only, to reviewers only', async () => {
  const fetchMock = serveApi({ '/customer-service/apply/list': page(pending, rejected) });
  renderScreen(<ApplicationsPage />, {
    at: '/customer-service/apply/list?status=pending&id=41',
    permissions: REVIEWER,
  });
  expect(await screen.findByText('Compensation for a double charge')).toBeInTheDocument();
  const asked = Object.fromEntries(
    new URL(callsTo(fetchMock, 'GET', '/customer-service/apply/list')[0].url).searchParams,
  );
  expect(asked).toMatchObject({ status: 'pending', id: '41', pageNum: '1' });
  // the application asked for is in the search form, to clear like any filter
  expect(screen.getByPlaceholderText('Application number')).toHaveValue('41');

  expect(within(rowOf('US-U0000007')).getByText('Pending review')).toBeInTheDocument();
  expect(within(rowOf('US-U0000007')).getByText('50,000')).toBeInTheDocument();
  expect(within(rowOf('US-U0000007')).getByRole('button', { name: 'Approve' })).toBeEnabled();
  expect(within(rowOf('US-U0000007')).getByRole('button', { name: 'Reject' })).toBeEnabled();
  expect(within(rowOf('US-U0000003')).getByText('Rejected')).toBeInTheDocument();
  expect(within(rowOf('US-U0000003')).getByText('Far above what the complaint warrants')).toBeInTheDocument();
  expect(within(rowOf('US-U0000003')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('fits a 1440 px screen: a long reason or note wraps within its column, a user code never breaks', async () => {
  const long = 'Far above what the complaint warrants, and the user was refunded in full last week already';
  serveApi({ '/customer-service/apply/list': page({ ...rejected, reviewNote: long }) });
  renderScreen(<ApplicationsPage />, { at: '/customer-service/apply/list', permissions: REVIEWER });
  const note = await screen.findByText(long);
  // at most 240 px wide and two lines, the whole text in its title: the columns after it stay in view
  expect(note).toHaveStyle({ maxWidth: '240px', WebkitLineClamp: '2' });
  expect(note).toHaveAttribute('title', long);
  expect(within(rowOf('US-U0000003')).getByText('US-U0000003').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  // when it was decided is a column to add; who decided shows
  expect(within(rowOf('US-U0000003')).getByText('Rita Reviewer')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Decided' })).not.toBeInTheDocument();
});

it('offers no decision without the review permission, and none on your own application', async () => {
  serveApi({ '/customer-service/apply/list': page({ ...pending, mine: true }) });
  const { unmount } = renderScreen(<ApplicationsPage />, {
    at: '/customer-service/apply/list',
    permissions: REVIEWER,
  });
  await screen.findByText('Compensation for a double charge');
  expect(within(rowOf('US-U0000007')).getByRole('button', { name: 'Approve' })).toBeDisabled();
  unmount();

  serveApi({ '/customer-service/apply/list': page(pending) });
  renderScreen(<ApplicationsPage />, {
    at: '/customer-service/apply/list',
    permissions: ['customer-service:apply-list:query'],
  });
  await screen.findByText('Compensation for a double charge');
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('approves with an optional note, saying what it credits, and reads the list again', async () => {
  let decided = false;
  const fetchMock = serveApi({
    '/customer-service/apply/list': () =>
      page(decided ? { ...pending, status: 'approved', reviewerName: 'Rita Reviewer' } : pending),
    'POST /customer-service/apply/41/approve': () => {
      decided = true;
      return envelope({ application: { ...pending, status: 'approved' }, entry: null, balances: null });
    },
  });
  renderScreen(<ApplicationsPage />, { at: '/customer-service/apply/list', permissions: REVIEWER });
  await screen.findByText('US-U0000007');
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Approve' }));
  const dialog = await dialogTitled('Approve application 41 for US-U0000007');
  expect(
    within(dialog).getByText('Approving credits 50,000 Coins to the wallet of US-U0000007 at once, and only once.'),
  ).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Note for the applicant (optional)'), 'Checked the charge');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/apply/41/approve')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/customer-service/apply/41/approve')[0].json()).toMatchObject({
    note: 'Checked the charge',
  });
  expect(await within(rowOf('US-U0000007')).findByText('Approved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Approve application 41 for US-U0000007')).not.toBeInTheDocument());
});

it('rejects only with a reason, and shows the api’s refusal of a missing one beside the note', async () => {
  const fetchMock = serveApi({
    '/customer-service/apply/list': page(pending),
    'POST /customer-service/apply/41/reject': envelope({
      application: { ...pending, status: 'rejected' },
      entry: null,
      balances: null,
    }),
  });
  renderScreen(<ApplicationsPage />, { at: '/customer-service/apply/list', permissions: REVIEWER });
  await screen.findByText('US-U0000007');
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Reject' }));
  const dialog = await dialogTitled('Reject application 41 for US-U0000007');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Say why the application is rejected')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Why it is rejected'), '   ');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Say why the application is rejected')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/customer-service/apply/41/reject')).toHaveLength(0);
  await userEvent.clear(within(dialog).getByLabelText('Why it is rejected'));
  await userEvent.type(within(dialog).getByLabelText('Why it is rejected'), 'No double charge on record');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/apply/41/reject')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/customer-service/apply/41/reject')[0].json()).toMatchObject({
    note: 'No double charge on record',
  });
});

it('says in the dialog when another reviewer decided first, naming what the application is now', async () => {
  let refused = false;
  serveApi({
    '/customer-service/apply/list': () =>
      page(refused ? { ...pending, status: 'approved', reviewerName: 'Sam Second' } : pending),
    'POST /customer-service/apply/41/reject': () => {
      refused = true;
      return jsonAnswer(
        {
          code: 409,
          message: 'Application 41 is approved by Sam Second: only a pending one can be decided',
          errors: [{ field: 'status', message: 'is approved by Sam Second' }],
          data: null,
        },
        409,
      );
    },
  });
  renderScreen(<ApplicationsPage />, { at: '/customer-service/apply/list', permissions: REVIEWER });
  await screen.findByText('US-U0000007');
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Reject' }));
  const dialog = await dialogTitled('Reject application 41 for US-U0000007');
  await userEvent.type(within(dialog).getByLabelText('Why it is rejected'), 'No double charge on record');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(
    await within(dialog).findByText('Nothing was changed: this application is already Approved (by Sam Second).'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
  // the list behind shows it as decided (the dialog names the user too: the row is the table's)
  const row = screen
    .getAllByText('US-U0000007')
    .map((cell) => cell.closest('tr'))
    .find(Boolean)!;
  expect(within(row).getByText('Approved')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByText('Close', { selector: 'button span' }));
  await waitFor(() => expect(screen.queryByText('Reject application 41 for US-U0000007')).not.toBeInTheDocument());
});

it('reads as Chinese in Chinese: the list, the decision and a refusal', async () => {
  let refused = false;
  serveApi({
    '/customer-service/apply/list': () =>
      page(refused ? { ...pending, status: 'approved', reviewerName: 'Sam Second' } : pending, rejected),
    'POST /customer-service/apply/41/approve': () => {
      refused = true;
      return jsonAnswer(
        {
          code: 409,
          message: 'Application 41 is approved by Sam Second: only a pending one can be decided',
          errors: [{ field: 'status', message: 'is approved by Sam Second' }],
          data: null,
        },
        409,
      );
    },
  });
  renderScreen(<ApplicationsPage />, { at: '/customer-service/apply/list', permissions: REVIEWER });
  await screen.findByText('US-U0000007');
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: '通过' }));
    const dialog = await dialogTitled('通过 US-U0000007 的申请 41');
    expect(untranslatedTexts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(await within(dialog).findByText('未做任何更改：该申请已是“已通过”（Sam Second）。')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});
