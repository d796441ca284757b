import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  drawn,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import locale from './locale';
import FeedbackLabelsPage from '.';
import type { FeedbackLabel } from './feedlabelApi';

const ALL_PERMS = ['user:feedlabel:query', 'user:feedlabel:add', 'user:feedlabel:edit', 'user:feedlabel:delete'];

const playback: FeedbackLabel = {
  id: 1,
  projectCode: 'drama-us',
  title: 'Playback',
  colour: '#165DFF',
  description: 'Stutters, black screens, episodes that will not load',
  sort: 10,
  feedbackCount: 1234,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-09-02T08:00:00Z',
};
const praise: FeedbackLabel = {
  ...playback,
  id: 7,
  title: 'Praise',
  colour: '#F7BA1E',
  description: 'Users telling us what they love',
  sort: 70,
  feedbackCount: 0,
};

const page = (list: FeedbackLabel[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });
const serve = (first?: Parameters<typeof serveApi>[1]) =>
  serveApi({ '/user/feedlabel/list': () => page([playback, praise]) }, first);

/** The control the drawer's label `label` names (the search form behind has fields of the same names). */
const field = (drawer: HTMLElement, label: string) =>
  document.getElementById(
    within(drawer).getByText<HTMLLabelElement>(label, { selector: 'label' }).htmlFor,
  ) as HTMLInputElement;
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;

beforeAll(() => registerMessages(locale));
beforeEach(() => localStorage.clear());

it('shows each label as a tag in its colour with how much feedback carries it, and sends the filters from the URL', async () => {
  const fetchMock = serve();
  renderScreen(<FeedbackLabelsPage />, {
    at: '/user/feedlabel?title=pla&description=black',
    permissions: ['user:feedlabel:query'],
  });
  const tag = await screen.findByText('Playback');
  expect(tag.closest('.arco-tag')).toHaveStyle({ backgroundColor: '#165DFF' });
  expect(within(rowOf('Playback')).getByText('#165DFF')).toBeInTheDocument();
  expect(within(rowOf('Playback')).getByText('1,234')).toBeInTheDocument();
  expect(within(rowOf('Praise')).getByText('Users telling us what they love')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('A part of the title')).toHaveValue('pla');
  const query = new URL(callsTo(fetchMock, 'GET', '/user/feedlabel/list')[0].url).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ title: 'pla', description: 'black' });
});

it('offers no new, edit or delete without the buttons', async () => {
  serve();
  renderScreen(<FeedbackLabelsPage />, { at: '/user/feedlabel', permissions: ['user:feedlabel:query'] });
  await screen.findByText('Playback');
  for (const name of ['New label', 'Edit', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it("adds a label with the api's rules on the form, its colour typed in any case, and refreshes the list", async () => {
  const fetchMock = serve((request) =>
    request.method === 'POST'
      ? envelope({ ...playback, id: 9, title: 'Refund', colour: '#0FC6C2', feedbackCount: 0 })
      : undefined,
  );
  renderScreen(<FeedbackLabelsPage />, { at: '/user/feedlabel', permissions: ALL_PERMS });
  await screen.findByText('Playback');
  await userEvent.click(screen.getByRole('button', { name: 'New label' }));
  const drawer = await drawerTitled('New label');
  // starts from a colour, so a label needs no picking
  expect(field(drawer, 'Colour')).toHaveValue('#165DFF');
  // picked from the palette's presets, the colour shows as its hex
  // (each waits until it is drawn: the picker is a chunk of its own, its presets a popup)
  await userEvent.click(await waitFor(() => drawn(drawer.querySelector<HTMLElement>('.arco-color-picker'))));
  const red = await waitFor(() =>
    drawn(
      [...document.querySelectorAll<HTMLElement>('.arco-color-picker-block')].find(
        (block) => block.style.backgroundColor === 'rgb(245, 63, 63)',
      ),
    ),
  );
  await userEvent.click(red);
  await waitFor(() => expect(field(drawer, 'Colour')).toHaveValue('#F53F3F'));
  await userEvent.clear(field(drawer, 'Colour'));
  await userEvent.type(field(drawer, 'Colour'), '#0fc6c');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Title is required')).toBeInTheDocument();
  expect(within(drawer).getByText('Colour: # and 6 hex digits, such as #165DFF')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/user/feedlabel')).toHaveLength(0);

  await userEvent.type(field(drawer, 'Colour'), '2');
  expect(field(drawer, 'Colour')).toHaveValue('#0FC6C2');
  await userEvent.type(field(drawer, 'Title'), 'Refund');
  await userEvent.type(field(drawer, 'Description'), 'Asks for money back');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user/feedlabel')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/user/feedlabel')[0].json()).toMatchObject({
    title: 'Refund',
    colour: '#0FC6C2',
    description: 'Asks for money back',
    sort: 0,
  });
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/user/feedlabel/list')).toHaveLength(2));
});

it("edits a label from its row and shows the api's refusal of a taken title beside the title", async () => {
  const fetchMock = serve((request) =>
    request.method === 'PUT'
      ? jsonAnswer(
          {
            code: 409,
            message: 'title "Praise" is already a feedback label of project drama-us',
            errors: [{ field: 'title', message: '"Praise" is already a feedback label of project drama-us' }],
            data: null,
          },
          409,
        )
      : undefined,
  );
  renderScreen(<FeedbackLabelsPage />, { at: '/user/feedlabel', permissions: ALL_PERMS });
  await screen.findByText('Playback');
  await userEvent.click(within(rowOf('Playback')).getByRole('button', { name: 'Edit' }));
  const drawer = await drawerTitled('Edit label Playback');
  expect(field(drawer, 'Colour')).toHaveValue('#165DFF');
  expect(field(drawer, 'Description')).toHaveValue(playback.description);
  await userEvent.clear(field(drawer, 'Title'));
  await userEvent.type(field(drawer, 'Title'), 'Praise');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  const error = await within(drawer).findByText('Title is already in use');
  expect(error.closest('.arco-form-item')).toHaveTextContent('Title');
  const body = await callsTo(fetchMock, 'PUT', '/user/feedlabel/1')[0].json();
  expect(body).toMatchObject({ title: 'Praise', colour: '#165DFF', description: playback.description, sort: 10 });
  expect(body).not.toHaveProperty('feedbackCount');
});

it('deletes a label only after saying what happens to the feedback that carries it', async () => {
  const fetchMock = serve((request) => (request.method === 'DELETE' ? envelope(null) : undefined));
  renderScreen(<FeedbackLabelsPage />, { at: '/user/feedlabel', permissions: ALL_PERMS });
  await screen.findByText('Playback');
  await userEvent.click(within(rowOf('Playback')).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText(
      '1,234 feedback items carry it: they keep it, shown as a deleted label. It is no longer offered for new feedback.',
    ),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'DELETE', '/user/feedlabel/1')).toHaveLength(0);
  await answerDialog('Delete label Playback?', 'Delete');
  await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/user/feedlabel/1')).toHaveLength(1));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/user/feedlabel/list')).toHaveLength(2));
});

it('reads as Chinese in Chinese, the form too', async () => {
  serve();
  renderScreen(<FeedbackLabelsPage />, { at: '/user/feedlabel', permissions: ALL_PERMS });
  await screen.findByText('Playback');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('反馈数')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '新建标签' }));
  await drawerTitled('新建标签');
  expect(untranslatedTexts()).toEqual([]);
});
