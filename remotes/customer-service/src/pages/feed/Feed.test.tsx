import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import routes from '../../routes';
import FeedbackPage from '.';
import type { Feedback, LabelOption } from './feedApi';

const QUERY = 'customer-service:feed:query';
const EDIT = 'customer-service:feed:edit';
const EXPORT = 'customer-service:feed:export';

const LONG =
  'Episode 12 keeps buffering on wifi. I tried restarting the app and my router, the other dramas play fine, only this one stops every ten seconds';
const buffering: Feedback = {
  id: 7,
  projectCode: 'drama-us',
  userCode: 'US-U0000007',
  type: 2,
  content: LONG,
  images: ['https://cdn.example/feedback/7-1.jpg', 'https://cdn.example/feedback/7-2.jpg'],
  labelId: 11,
  labelTitle: 'Stutters',
  labelColour: '#165DFF',
  labelDeleted: false,
  status: 0,
  reply: '',
  replyTime: null,
  handledByName: '',
  handledTime: null,
  createTime: '2026-11-20T10:00:00Z',
};
const charged: Feedback = {
  ...buffering,
  id: 8,
  userCode: 'US-U0000003',
  type: 3,
  content: 'Charged twice for one top-up',
  images: [],
  labelId: 12,
  labelTitle: 'Refunds',
  labelColour: '#F53F3F',
  labelDeleted: true,
  status: 1,
  reply: 'The double charge is refunded',
  replyTime: '2026-11-19T12:00:00Z',
  handledByName: 'Noah Tanaka',
  handledTime: '2026-11-19T12:05:00Z',
};
const LABELS: LabelOption[] = [
  { id: 11, projectCode: 'drama-us', title: 'Stutters', colour: '#165DFF' },
  { id: 13, projectCode: 'drama-us', title: 'Bug', colour: '#86909C' },
  { id: 21, projectCode: 'drama-jp', title: 'Bug', colour: '#86909C' },
];
const page = (...list: Feedback[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const noExport = envelope({ list: [], total: 0, pageNum: 1, pageSize: 1 });
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-modal-title' })).closest<HTMLElement>('.arco-modal')!;

// as the host registers a remote's texts: the screens' names with them
beforeAll(() => registerMessages(routes.messages));
beforeEach(() => localStorage.clear());

it('lists the feedback filtered on the server: type, label as its coloured tag, screenshots, status and reply', async () => {
  const fetchMock = serveApi({
    '/customer-service/feed/list': page(buffering, charged),
    '/customer-service/feed/labels': envelope(LABELS),
  });
  renderScreen(<FeedbackPage />, {
    at: '/customer-service/feed?status=0&labelId=11&type=2&keyword=buffer&beginTime=2026-11-01T00:00:00.000Z',
    permissions: [QUERY],
  });
  expect(await screen.findByText(LONG)).toBeInTheDocument();
  const asked = Object.fromEntries(
    new URL(callsTo(fetchMock, 'GET', '/customer-service/feed/list')[0].url).searchParams,
  );
  expect(asked).toMatchObject({ status: '0', labelId: '11', type: '2', keyword: 'buffer', pageNum: '1' });
  const row = rowOf('US-U0000007');
  expect(within(row).getByText('Stutters').closest('.arco-tag')).toHaveStyle({ backgroundColor: '#165DFF' });
  expect(within(row).getByText('Playback')).toBeInTheDocument();
  expect(within(row).getByText('New')).toBeInTheDocument();
  expect(within(row).getAllByRole('img')).toHaveLength(2);
  expect(within(row).getByAltText('Screenshot 1 of 2')).toHaveAttribute('src', buffering.images[0]);
  // a long text is clipped to two lines in its column, whole in its title
  expect(within(row).getByText(LONG).closest('.list-cell-clipped')).toHaveStyle({ WebkitLineClamp: '2' });
  const handled = rowOf('US-U0000003');
  expect(within(handled).getByText('Handled')).toBeInTheDocument();
  expect(within(handled).getByText('Refunds').closest('.arco-tag')).toHaveClass('arco-tag-gray');
  expect(within(handled).getByText('(deleted)')).toBeInTheDocument();
  expect(within(handled).getByText('The double charge is refunded')).toBeInTheDocument();
  // without the edit permission: read only, no selection, no export
  expect(within(row).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
});

it('shows the whole feedback in a drawer, the screenshots large', async () => {
  serveApi({
    '/customer-service/feed/list': page(buffering, charged),
    '/customer-service/feed/labels': envelope(LABELS),
  });
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY] });
  await screen.findByText('Charged twice for one top-up');
  await userEvent.click(within(rowOf('US-U0000003')).getByRole('button', { name: 'View' }));
  const drawer = (
    await screen.findByText('Feedback 8 from US-U0000003', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(within(drawer).getByText('Charged twice for one top-up')).toBeInTheDocument();
  expect(within(drawer).getByText('Refunds')).toBeInTheDocument();
  expect(within(drawer).getByText('The double charge is refunded')).toBeInTheDocument();
  expect(within(drawer).getByText(/Noah Tanaka/)).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  await userEvent.click(drawer.querySelector<HTMLElement>('.arco-drawer-close-icon')!);

  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'View' }));
  const second = (
    await screen.findByText('Feedback 7 from US-U0000007', { selector: '.arco-drawer-header-title' })
  ).closest<HTMLElement>('.arco-drawer')!;
  expect(within(second).getByText(LONG)).toBeInTheDocument();
  expect(within(second).getByText('Not answered yet')).toBeInTheDocument();
  expect(within(second).getAllByRole('img')).toHaveLength(2);
});

it('sends a reply (required, at most 2000 characters), marking the feedback handled, and reads the list again', async () => {
  let sent: Record<string, unknown> | null = null;
  const fetchMock = serveApi({
    '/customer-service/feed/list': () =>
      page(sent ? { ...buffering, status: 1, reply: 'Fixed, enjoy!', handledByName: 'Avery Chen' } : buffering),
    '/customer-service/feed/labels': envelope(LABELS),
    'POST /customer-service/feed/7/reply': async (request) => {
      sent = await request.json();
      return envelope({ ...buffering, status: 1, reply: 'Fixed, enjoy!' });
    },
  });
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY, EDIT] });
  await screen.findByText(LONG);
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Reply' }));
  const dialog = await dialogTitled('Reply to US-U0000007');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Write the reply')).toBeInTheDocument();
  const box = within(dialog).getByRole('textbox');
  fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('At most 2,000 characters')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/customer-service/feed/7/reply')).toHaveLength(0);

  fireEvent.change(box, { target: { value: '  Fixed, enjoy!  ' } });
  expect(within(dialog).getByRole('checkbox', { name: 'Mark the feedback handled too' })).toBeChecked();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Reply sent to US-U0000007')).toBeInTheDocument();
  expect(sent).toMatchObject({ content: 'Fixed, enjoy!', handled: true });
  await waitFor(() => expect(within(rowOf('US-U0000007')).getByText('Handled')).toBeInTheDocument());
  expect(within(rowOf('US-U0000007')).getByText('Fixed, enjoy!')).toBeInTheDocument();
});

it('marks new feedback handled, and reopens handled feedback after asking; a refusal reads the list again', async () => {
  const fetchMock = serveApi({
    '/customer-service/feed/list': page(buffering, charged),
    '/customer-service/feed/labels': envelope(LABELS),
    'POST /customer-service/feed/7/handle': envelope({ ...buffering, status: 1 }),
    'POST /customer-service/feed/8/reopen': jsonAnswer(
      {
        code: 409,
        message: 'Feedback 8 is new: only handled feedback can be reopened',
        problem: 'status.notAllowed',
        params: { enum: 'feedbackStatus', status: 0 },
        errors: [],
      },
      409,
    ),
  });
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY, EDIT] });
  await screen.findByText(LONG);
  // each row offers the move its status allows
  expect(within(rowOf('US-U0000007')).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  expect(within(rowOf('US-U0000003')).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Mark handled' }));
  expect(await screen.findByText('Feedback 7 is handled')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/customer-service/feed/7/handle')).toHaveLength(1);

  await userEvent.click(within(rowOf('US-U0000003')).getByRole('button', { name: 'Reopen' }));
  expect(
    await screen.findByText('It becomes new again and who handled it is forgotten; the replies sent stay.'),
  ).toBeInTheDocument();
  const reads = callsTo(fetchMock, 'GET', '/customer-service/feed/list').length;
  await answerDialog('Reopen feedback 8?');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/feed/8/reopen')).toHaveLength(1));
  // refused: the list is read again, to show the feedback as it is now
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/customer-service/feed/list').length).toBeGreaterThan(reads));
});

it("sets a label on the rows selected, offering the project's own labels, and on one row", async () => {
  const asked: Record<string, unknown>[] = [];
  const fetchMock = serveApi({
    '/customer-service/feed/list': page(buffering, charged),
    '/customer-service/feed/labels': envelope(LABELS),
    'POST /customer-service/feed/label': async (request) => {
      const body = (await request.json()) as { ids: number[] };
      asked.push(body);
      return envelope({ updated: body.ids.length });
    },
  });
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY, EDIT] });
  await screen.findByText(LONG);
  fireEvent.click(within(rowOf('US-U0000007')).getByRole('checkbox'));
  fireEvent.click(within(rowOf('US-U0000003')).getByRole('checkbox'));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  const toolbar = document.querySelector<HTMLElement>('.list-toolbar')!;
  await userEvent.click(within(toolbar).getByRole('button', { name: 'Set label' }));
  const dialog = await dialogTitled('Label 2 feedback items');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Set label' }));
  expect(await within(dialog).findByText('Choose a label', { selector: '.arco-form-message *' })).toBeInTheDocument();
  await chooseOption(within(dialog).getByRole('combobox'), 'Bug');
  // drama-jp's "Bug" is not offered for drama-us feedback
  expect(screen.getAllByRole('option', { name: 'Bug' })).toHaveLength(1);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Set label' }));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toMatchObject({ ids: [7, 8], labelId: 13 });
  await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());

  // one row: its label chosen already; "no label" takes it off
  await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: 'Set label' }));
  const one = await dialogTitled('Label feedback 7');
  await chooseOption(within(one).getByRole('combobox'), 'No label (take it off)');
  fireEvent.click(within(one).getByRole('button', { name: 'Set label' }));
  await waitFor(() => expect(asked).toHaveLength(2));
  expect(asked[1]).toMatchObject({ ids: [7], labelId: 0 });
  expect(callsTo(fetchMock, 'POST', '/customer-service/feed/label')).toHaveLength(2);
});

it('exports what the list shows with its filters, types and statuses in words', async () => {
  let asked: Record<string, unknown> | null = null;
  const fetchMock = serveApi({
    '/customer-service/feed/list': page(buffering),
    '/customer-service/feed/labels': envelope(LABELS),
    '/export/mine': noExport,
    'POST /customer-service/feed/export': async (request: Request) => {
      asked = await request.json();
      return envelope(null);
    },
  });
  renderScreen(<FeedbackPage />, {
    at: '/customer-service/feed?status=0',
    permissions: [QUERY, EXPORT],
  });
  await screen.findByText(LONG);
  await userEvent.click(screen.getByRole('button', { name: /Export/ }));
  fireEvent.click(await screen.findByText('CSV'));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/customer-service/feed/export')).toHaveLength(1));
  expect(asked).toMatchObject({ status: 0, format: 'csv' });
  const columns = (asked as unknown as { columns: { key: string; header: string }[] }).columns;
  expect(columns).toContainEqual({ key: 'status', header: 'Status', labels: { '0': 'New', '1': 'Handled' } });
  expect(columns).toContainEqual(expect.objectContaining({ key: 'type', header: 'Type' }));
  expect(columns).toContainEqual({ key: 'labelTitle', header: 'Label' });
});

it('says when there is no feedback yet, and when nothing matches', async () => {
  serveApi({ '/customer-service/feed/list': page(), '/customer-service/feed/labels': envelope(LABELS) });
  const { unmount } = renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY] });
  expect(await screen.findByText(/No feedback yet/)).toBeInTheDocument();
  unmount();
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed?keyword=zebra', permissions: [QUERY] });
  expect(await screen.findByText('Clear filters')).toBeInTheDocument();
});

it('reads as Chinese in Chinese, the dialogs too', async () => {
  serveApi({
    '/customer-service/feed/list': page(buffering, charged),
    '/customer-service/feed/labels': envelope(LABELS),
    '/export/mine': noExport,
  });
  renderScreen(<FeedbackPage />, { at: '/customer-service/feed', permissions: [QUERY, EDIT, EXPORT] });
  await screen.findByText(LONG);
  act(() => setLocale('zh-CN'));
  try {
    expect(await screen.findByText('新反馈')).toBeInTheDocument();
    expect(screen.getByText('已处理')).toBeInTheDocument();
    expect(screen.getByText('播放问题')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
    await userEvent.click(within(rowOf('US-U0000007')).getByRole('button', { name: '回复' }));
    await dialogTitled('回复 US-U0000007');
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});
