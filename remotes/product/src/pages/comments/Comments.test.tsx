import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import CommentsPage from '.';
import type { CommentMoves, QueuedComment } from './commentsApi';

const ALL_PERMS = [
  'product:comments:query',
  'product:comments:review',
  'product:comments:delete',
  'product:list:query',
];

const praise: QueuedComment = {
  id: 501,
  projectCode: 'drama-us',
  dramaId: 11,
  dramaCode: 'BRIDE-01',
  dramaName: 'The Secret Bride',
  userId: 7,
  userCode: 'U100007',
  username: 'lily',
  episodeNo: 12,
  content: 'Best episode so far, the wedding scene!',
  state: 'visible',
  createTime: '2026-10-01T08:00:00Z',
};
const spam: QueuedComment = {
  ...praise,
  id: 502,
  userId: 8,
  userCode: 'U100008',
  username: 'promo',
  episodeNo: null,
  content: 'Free coins at example.test',
  state: 'hidden',
};
const gone: QueuedComment = { ...praise, id: 503, content: 'Removed by its writer', state: 'deleted' };
const bride = { id: 11, code: 'BRIDE-01', name: 'The Secret Bride' };

const page = (extra: object = {}) =>
  envelope({
    list: [praise, spam, gone],
    total: 3,
    totalExact: true,
    pageNum: 1,
    pageSize: 10,
    next: null,
    previous: null,
    ...extra,
  });
const moves = (results: CommentMoves['results']): CommentMoves => ({
  moved: results.filter((row) => row.outcome === 'moved').length,
  refused: results.filter((row) => row.outcome === 'refused').length,
  results,
  dramas: [{ id: 11, code: 'BRIDE-01', commentCount: 41 }],
});

const serve = (first?: Parameters<typeof serveApi>[1], list = () => page()) =>
  serveApi(
    {
      '/product/comments/list': list,
      '/product/list/11': () => envelope({ ...bride, projectCode: 'drama-us', status: 0 }),
      '/product/list/list': () => envelope({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    },
    first,
  );
const listQuery = (fetchMock: ReturnType<typeof serve>, index = 0) =>
  Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/product/comments/list').at(index)!.url).searchParams);
const toolbar = () => within(document.querySelector<HTMLElement>('.list-toolbar')!);

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it("shows each comment with its drama, writer, episode and state, asks with the URL's filters, and names the drama it is opened for", async () => {
  const fetchMock = serve();
  const view = renderScreen(<CommentsPage />, {
    at: '/product/comments?dramaId=11&userCode=U100007&state=visible&content=wedding&createdFrom=2026-09-01T00%3A00%3A00.000Z&createdTo=2026-10-02T00%3A00%3A00.000Z',
    permissions: ['product:comments:query', 'product:list:query'],
  });
  expect(await screen.findByText('Best episode so far, the wedding scene!')).toBeInTheDocument();
  const row = rowOf('Best episode so far, the wedding scene!');
  for (const text of ['lily', 'U100007', 'Episode 12', 'Visible'])
    expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(rowOf('Free coins at example.test')).getByText('The whole drama')).toBeInTheDocument();
  expect(within(rowOf('Free coins at example.test')).getByText('Hidden')).toBeInTheDocument();
  expect(listQuery(fetchMock)).toMatchObject({
    dramaId: '11',
    userCode: 'U100007',
    state: 'visible',
    content: 'wedding',
    createdFrom: '2026-09-01T00:00:00.000Z',
    createdTo: '2026-10-02T00:00:00.000Z',
    pageNum: '1',
  });
  // the drama filtered by, named, and in the search form too
  expect(
    (await screen.findByText('The Secret Bride · BRIDE-01', { selector: '.arco-tag strong' })).closest('.arco-tag'),
  ).toHaveTextContent('Drama: The Secret Bride · BRIDE-01');
  expect(document.querySelector('.list-search')).toHaveTextContent('The Secret Bride · BRIDE-01');
  // without review or delete: no buttons, no selection
  for (const name of ['Hide', 'Restore', 'Delete'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Show all dramas' }));
  await waitFor(() => expect(view.location()).not.toContain('dramaId'));
  expect(view.location()).toContain('userCode=U100007');
  await waitFor(() => expect(listQuery(fetchMock, -1)).not.toHaveProperty('dramaId'));
  expect(document.querySelector('.arco-card-header .arco-tag')).toBeNull();
});

it('filters by a drama chosen by a part of its name', async () => {
  const fetchMock = serve((_request, url) =>
    url.pathname.endsWith('/product/list/list')
      ? envelope({
          list: [{ ...bride, id: 12, name: 'Alpha Heir', code: 'ALPHA-02' }],
          total: 1,
          pageNum: 1,
          pageSize: 20,
        })
      : undefined,
  );
  const view = renderScreen(<CommentsPage />, { at: '/product/comments', permissions: ALL_PERMS });
  await screen.findByText('Best episode so far, the wedding scene!');
  // the dramas are asked for only once the box is used
  expect(callsTo(fetchMock, 'GET', '/product/list/list')).toHaveLength(0);
  const dramaItem = within(document.querySelector<HTMLElement>('.list-search')!)
    .getByText('Drama', { selector: 'label' })
    .closest<HTMLElement>('.arco-form-item')!;
  fireEvent.focus(within(dramaItem).getByRole('combobox'));
  await chooseOption(dramaItem, 'Alpha Heir · ALPHA-02');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(view.location()).toBe('/product/comments?dramaId=12'));
  await waitFor(() => expect(listQuery(fetchMock, -1)).toMatchObject({ dramaId: '12' }));
});

it('hides many comments at once, lists each one refused with the reason, and refreshes the dramas their counts show on', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname.endsWith('/product/comments/hide')
      ? envelope(
          moves([
            { id: 501, outcome: 'moved', state: 'hidden', dramaId: 11, reason: null },
            {
              id: 502,
              outcome: 'refused',
              state: 'hidden',
              dramaId: 11,
              reason: 'Comment 502 is hidden: only a visible comment can be hidden',
            },
          ]),
        )
      : undefined,
  );
  renderScreen(<CommentsPage />, { at: '/product/comments?dramaId=11', permissions: ALL_PERMS });
  await screen.findByText('The Secret Bride · BRIDE-01', { selector: '.arco-tag strong' });
  expect(callsTo(fetchMock, 'GET', '/product/list/11')).toHaveLength(1);
  for (const text of ['Best episode so far, the wedding scene!', 'Free coins at example.test'])
    await userEvent.click(within(rowOf(text)).getByRole('checkbox'));
  await userEvent.click(toolbar().getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Hide: 1 done, 1 refused')).toBeInTheDocument();
  expect(screen.getByText('#502 “Free coins at example.test”', { selector: 'strong' }).closest('li')).toHaveTextContent(
    'it is Hidden: only a visible comment can be hidden',
  );
  expect(await callsTo(fetchMock, 'POST', '/product/comments/hide')[0].json()).toMatchObject({ ids: [501, 502] });
  // the queue and the drama (its comment count, on the dramas list) are asked again
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/comments/list')).toHaveLength(2));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/product/list/11')).toHaveLength(2));
});

it('offers each comment only the moves its state allows, and deletes only after asking', async () => {
  const fetchMock = serve((request, url) =>
    request.method === 'POST' && url.pathname.endsWith('/product/comments/delete')
      ? envelope(moves([{ id: 502, outcome: 'moved', state: 'deleted', dramaId: 11, reason: null }]))
      : undefined,
  );
  renderScreen(<CommentsPage />, { at: '/product/comments', permissions: ALL_PERMS });
  await screen.findByText('Free coins at example.test');
  const visible = within(rowOf('Best episode so far, the wedding scene!'));
  expect(visible.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  expect(visible.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  const hidden = within(rowOf('Free coins at example.test'));
  expect(hidden.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(hidden.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  expect(within(rowOf('Removed by its writer')).queryAllByRole('button')).toHaveLength(0);

  await userEvent.click(hidden.getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('A deleted comment cannot be restored. App users no longer see it.'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', '/product/comments/delete')).toHaveLength(0);
  await answerDialog('Delete this comment?', 'Delete');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', '/product/comments/delete')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'POST', '/product/comments/delete')[0].json()).toMatchObject({ ids: [502] });
  expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
});

it('deletes many after asking how many, and says when a comment was moved by someone else meanwhile', async () => {
  const fetchMock = serve((request, url) => {
    if (request.method !== 'POST') return undefined;
    if (url.pathname.endsWith('/product/comments/delete'))
      return envelope(
        moves([
          { id: 501, outcome: 'moved', state: 'deleted', dramaId: 11, reason: null },
          { id: 502, outcome: 'moved', state: 'deleted', dramaId: 11, reason: null },
        ]),
      );
    return envelope(
      moves([
        {
          id: 501,
          outcome: 'refused',
          state: 'deleted',
          dramaId: 11,
          reason: 'Comment 501 is deleted: only a visible comment can be hidden',
        },
      ]),
    );
  });
  renderScreen(<CommentsPage />, { at: '/product/comments', permissions: ALL_PERMS });
  await screen.findByText('Free coins at example.test');
  await userEvent.click(within(rowOf('Best episode so far, the wedding scene!')).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Not done: it is Deleted: only a visible comment can be hidden')).toBeInTheDocument();

  for (const text of ['Best episode so far, the wedding scene!', 'Free coins at example.test'])
    await userEvent.click(within(rowOf(text)).getByRole('checkbox'));
  await userEvent.click(toolbar().getByRole('button', { name: 'Delete' }));
  await screen.findByText('Delete 2 comments?');
  expect(callsTo(fetchMock, 'POST', '/product/comments/delete')).toHaveLength(0);
  await answerDialog('Delete 2 comments?');
  expect(await screen.findByText('Delete: 2 done')).toBeInTheDocument();
  expect(await callsTo(fetchMock, 'POST', '/product/comments/delete')[0].json()).toMatchObject({ ids: [501, 502] });
});

it('shows the total as an estimate on a huge queue, and reads the next page after the last row', async () => {
  const fetchMock = serve(undefined, () =>
    page({ total: 5_123_456, totalExact: false, next: '2026-10-01T08:00:00.000000Z_503' }),
  );
  const view = renderScreen(<CommentsPage />, { at: '/product/comments', permissions: ALL_PERMS });
  expect(await screen.findByText('About 5,123,456 in all')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Go to next page'));
  await waitFor(() =>
    expect(view.location()).toBe(
      `/product/comments?pageNum=2&after=${encodeURIComponent('2026-10-01T08:00:00.000000Z_503')}`,
    ),
  );
  await waitFor(() =>
    expect(listQuery(fetchMock, -1)).toMatchObject({ pageNum: '2', after: '2026-10-01T08:00:00.000000Z_503' }),
  );
});

it('reads as Chinese in Chinese', async () => {
  serve();
  const view = renderScreen(<CommentsPage />, { at: '/product/comments?dramaId=11', permissions: ALL_PERMS });
  await screen.findByText('The Secret Bride · BRIDE-01', { selector: '.arco-tag strong' });
  act(() => setLocale('zh-CN'));
  expect(await screen.findAllByText('第 12 集')).toHaveLength(2);
  expect(screen.getByText('短剧：')).toBeInTheDocument();
  expect(screen.getByText('查看全部短剧')).toBeInTheDocument();
  // data, not our words: the test's location, and each row's selection box named by its first cell (the drama's name)
  const data = [view.location(), '选择 The Secret BrideBRIDE-01'];
  expect(untranslatedTexts().filter((text) => !data.includes(text))).toEqual([]);
});
