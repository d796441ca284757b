import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages } from '@backoffice/shared';
import { answerDialog, callsTo, envelope, renderScreen, rowOf, serveApi } from '@backoffice/shared/testing';
import locale from './locale';
import RecordPage from '.';

const record = {
  id: 41,
  projectCode: 'drama-jp',
  timeZone: 'Asia/Tokyo',
  activityId: 7,
  activityTitle: 'Daily check-in',
  activityType: 2,
  currency: 1,
  userId: 5,
  userCode: 'JP-U0000005',
  userName: 'haruki',
  period: '2026-11-04',
  progress: 3,
  target: 7,
  status: 2,
  reward: 15,
  ledgerKey: null,
  completeTime: '2026-11-03T15:40:00Z',
  claimTime: null,
  createTime: '2026-11-03T15:30:00Z',
  updateTime: '2026-11-03T15:40:00Z',
};
const activities = [
  { id: 7, projectCode: 'drama-jp', title: 'Daily check-in', type: 2, currency: 1, status: 0 },
  { id: 9, projectCode: 'drama-jp', title: 'Outage compensation', type: 12, currency: 2, status: 0 },
];
const page = (list: object[]) => envelope({ list, total: list.length, totalExact: true, pageNum: 1, pageSize: 10 });

beforeAll(() => registerMessages({ 'en-US': { ...locale['en-US'], 'menu.activity.record': 'Activity records' } }));

it("lists an activity's records from the URL: progress, status, reward in its currency and times in the project's zone", async () => {
  const fetchMock = serveApi({
    '/activity/record/list': () => page([record]),
    '/activity/record/activities': () => envelope(activities),
  });
  renderScreen(<RecordPage />, {
    at: '/activity/record?activityId=7&userCode=JP-U0000005',
    permissions: ['activity:record:query', 'activity:record:export', 'activity:record:compensate'],
  });
  await screen.findByText('JP-U0000005');
  const row = rowOf('JP-U0000005');
  expect(row).toHaveTextContent('3 / 7');
  expect(row).toHaveTextContent('Pending claim');
  expect(row).toHaveTextContent('15 Ticket');
  // 15:30 UTC is the next day in Tokyo
  expect(row).toHaveTextContent('2026-11-04 00:30');
  const asked = new URL(callsTo(fetchMock, 'GET', '/activity/record/list')[0].url).searchParams;
  expect([asked.get('activityId'), asked.get('userCode')]).toEqual(['7', 'JP-U0000005']);
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  // a check-in is not a compensation: nothing to grant from its records
  expect(screen.queryByRole('button', { name: 'Compensate' })).not.toBeInTheDocument();
});

it('says when nothing matches, and shows no Compensate button without its permission', async () => {
  serveApi({
    '/activity/record/list': () => page([]),
    '/activity/record/activities': () => envelope(activities),
  });
  renderScreen(<RecordPage />, { at: '/activity/record?status=3', permissions: ['activity:record:query'] });
  expect(await screen.findByText(/No records|nothing matches|No matching/i)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Compensate' })).not.toBeInTheDocument();
});

it("grants a compensation after asking, then shows each row's outcome", async () => {
  const fetchMock = serveApi({
    '/activity/record/list': () => page([]),
    '/activity/record/activities': () => envelope(activities),
    'POST /activity/record/compensate': () =>
      envelope({
        rows: [
          { row: 1, userCode: 'JP-U0000005', outcome: 'granted', recordId: 90 },
          { row: 2, userCode: 'nobody', outcome: 'unknownUser', recordId: null },
        ],
        granted: 1,
        alreadyGranted: 0,
        refused: 1,
      }),
  });
  renderScreen(<RecordPage />, {
    at: '/activity/record?activityId=9',
    permissions: ['activity:record:query', 'activity:record:compensate'],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Compensate' }));
  const dialog = (await screen.findByText('Grant a system compensation')).closest<HTMLElement>('.arco-modal')!;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
  expect(await within(dialog).findByText('Name at least one user')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('User codes'), 'JP-U0000005\nnobody');
  await userEvent.type(within(dialog).getByLabelText('Amount for each user'), '50');
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Outage on 1 November');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
  await answerDialog(
    '2 users of "Outage compensation" will each get 50 Bonus/points, credited to their wallets now.',
    'Grant',
  );
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/activity/record/compensate')).toHaveLength(1));
  const body = await callsTo(fetchMock, 'POST', '/activity/record/compensate')[0].json();
  expect(body).toMatchObject({
    activityId: 9,
    userCodes: ['JP-U0000005', 'nobody'],
    amount: 50,
    reason: 'Outage on 1 November',
    requestId: expect.stringMatching(/^comp-/),
  });
  expect(await within(dialog).findByText('1 granted, 0 already granted before, 1 refused')).toBeInTheDocument();
  expect(within(dialog).getByText('Unknown user')).toBeInTheDocument();
});
