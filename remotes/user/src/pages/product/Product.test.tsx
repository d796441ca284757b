import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { Route, Routes } from 'react-router-dom';
import detailLocale from '../product-detail/locale';
import ProductDetailPage from '../product-detail';
import type { ProductDetail } from '../product-detail/productDetailApi';
import locale from './locale';
import UserProductPage from '.';
import type { Comment, Follow, Play, ProductSummary } from './productApi';

const USER = 'US-U0000007';
const at = (query = '') => ({
  at: `/user/product/${USER}${query}`,
  path: '/user/product/:userCode',
  permissions: ['user:product:query', 'user:product-detail:query'],
});
const summary: ProductSummary = {
  user: { userCode: USER, username: 'ann2024', country: 'US', vip: 1, createTime: '2026-09-02T08:00:00Z' },
  plays: 2,
  dramas: 1,
  playTimeSeconds: 3725,
  follows: [
    { type: 1, count: 0 },
    { type: 2, count: 1 },
    { type: 3, count: 1 },
    { type: 10, count: 0 },
    { type: 11, count: 1 },
  ],
  unlockCoins: 0,
};
const play = (overrides: Partial<Play>): Play => ({
  id: 41,
  type: 1,
  dramaCode: 'US-D00003',
  dramaName: 'Midnight Bride Returns',
  episodeNo: 3,
  content: 'Autoplay next',
  playTimeSeconds: 45,
  totalTimeSeconds: 60,
  completionPermille: 750,
  createTime: '2026-11-20T10:00:00Z',
  ...overrides,
});
const vipUnlock: Follow = {
  id: 9,
  type: 11,
  dramaCode: 'US-D00003',
  dramaName: 'Midnight Bride Returns',
  episodeNo: 12,
  coins: 0,
  createTime: '2026-11-21T10:00:00Z',
  playId: 41,
};
const page = <T,>(list: T[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 10 });

beforeAll(() => {
  registerMessages(locale);
  registerMessages(detailLocale);
});
beforeEach(() => localStorage.clear());
afterEach(() => act(() => setLocale('en-US')));

it('shows the user in figures and their plays: how each was unlocked, the times and the completion as a percentage', async () => {
  const fetchMock = serveApi({
    [`/user/product/${USER}`]: envelope(summary),
    '/user/product/list': page([
      play({}),
      play({
        id: 42,
        type: 3,
        episodeNo: 12,
        playTimeSeconds: 59,
        totalTimeSeconds: 60,
        completionPermille: 983,
        content: 'Continue watching',
      }),
    ]),
  });
  const from = new Date(2026, 10, 1).toISOString();
  const to = new Date(2026, 10, 8).toISOString();
  renderScreen(
    <UserProductPage />,
    at(`?type=3&drama=bride&playedFrom=${encodeURIComponent(from)}&playedTo=${encodeURIComponent(to)}`),
  );
  // titled as the tab and the breadcrumb name the screen, and as the users list's action that opens it
  expect(await screen.findByText('Viewing history of ann2024')).toBeInTheDocument();
  expect(screen.getByText('1 h 2 min')).toBeInTheDocument();
  expect(screen.getByText('VIP unlock 1')).toBeInTheDocument();
  const vipPlay = rowOf('Continue watching');
  expect(within(vipPlay).getByText('VIP play')).toBeInTheDocument();
  expect(within(vipPlay).getByText('98.3%')).toBeInTheDocument();
  expect(within(vipPlay).getByText('0:59')).toBeInTheDocument();
  expect(within(rowOf('Autoplay next')).getByText('75.0%')).toBeInTheDocument();
  const sent = new URL(callsTo(fetchMock, 'GET', '/user/product/list')[0].url).searchParams;
  expect(Object.fromEntries(sent)).toMatchObject({
    userCode: USER,
    type: '3',
    drama: 'bride',
    playedFrom: from,
    playedTo: to,
  });
  // the time column's range shows the days the filters cover, the 1st to the 7th: in a plain box, then in the picker once used
  expect(screen.getByLabelText('Time')).toHaveValue('2026-11-01 → 2026-11-07');
  await userEvent.click(screen.getByLabelText('Time'));
  const days = await screen.findAllByPlaceholderText(/date/i);
  await waitFor(() =>
    expect(days.map((input) => (input as HTMLInputElement).value)).toEqual(['2026-11-01', '2026-11-07']),
  );
  expect(screen.getByPlaceholderText('Its code or a part of its name')).toHaveValue('bride');
});

it('opens a play from either tab, and lists follows by type in their own tab', async () => {
  const fetchMock = serveApi({
    [`/user/product/${USER}`]: envelope(summary),
    '/user/product/list': page([play({})]),
    '/user/product/follows': page([
      vipUnlock,
      { ...vipUnlock, id: 10, type: 1, episodeNo: null, dramaName: 'Never Played Drama', playId: null },
    ]),
  });
  const view = renderScreen(<UserProductPage />, at());
  await screen.findByText('Autoplay next');
  await userEvent.click(within(rowOf('Autoplay next')).getByRole('button', { name: 'Details' }));
  expect(view.location()).toBe('/user/product-detail/41');
  view.unmount();

  const again = renderScreen(<UserProductPage />, at());
  await userEvent.click(await screen.findByRole('tab', { name: 'Follows' }));
  expect(await screen.findByText('VIP unlock')).toBeInTheDocument();
  expect(again.location()).toBe(`/user/product/${USER}?tab=follows`);
  expect(callsTo(fetchMock, 'GET', '/user/product/follows')).toHaveLength(1);
  // a like of a drama never played opens nothing
  expect(within(rowOf('Never Played Drama')).queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('VIP unlock')).getByRole('button', { name: 'Details' }));
  expect(again.location()).toBe('/user/product-detail/41');
});

it('says when the user is not in the project, and what is empty, in Chinese too', async () => {
  serveApi({
    [`/user/product/${USER}`]: jsonAnswer(
      { code: 404, message: `No app user ${USER} in your projects`, data: null },
      404,
    ),
  });
  const view = renderScreen(<UserProductPage />, at());
  expect(await screen.findByText(`No app user ${USER} in this project`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to the users/ })).toHaveAttribute('href', '/user/list');
  view.unmount();

  serveApi({
    [`/user/product/${USER}`]: envelope({ ...summary, plays: 0, dramas: 0, playTimeSeconds: 0 }),
    '/user/product/list': page([]),
  });
  renderScreen(<UserProductPage />, at());
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('该用户还没有播放过剧集')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('ann2024 的观看记录')).toBeInTheDocument());
  expect(untranslatedTexts()).toEqual([]);
});

describe('the comments tab', () => {
  const rude: Comment = {
    id: 71,
    dramaCode: 'US-D00003',
    dramaName: 'Midnight Bride Returns',
    episodeNo: 3,
    content: 'The worst episode, you idiots',
    state: 'visible',
    createTime: '2026-11-22T10:00:00Z',
  };
  const hiddenOne: Comment = {
    ...rude,
    id: 70,
    episodeNo: null,
    content: 'Spam: cheap coins at example.com',
    state: 'hidden',
    createTime: '2026-11-21T10:00:00Z',
  };
  const deletedOne: Comment = {
    ...rude,
    id: 69,
    content: 'Deleted by its writer',
    state: 'deleted',
    createTime: '2026-11-20T10:00:00Z',
  };
  const review = (permissions: string[]) => ({ ...at('?tab=comments'), permissions });

  it('hides a comment after a confirmation, and the row shows it hidden with a Restore button instead', async () => {
    let state: Comment['state'] = 'visible';
    const fetchMock = serveApi({
      [`/user/product/${USER}`]: envelope(summary),
      '/user/product/comments': () => page([{ ...rude, state }, hiddenOne, deletedOne]),
      [`POST /user/product/comments/${rude.id}/hide`]: () => {
        state = 'hidden';
        return envelope({ id: rude.id, state: 'hidden', dramaCode: rude.dramaCode, dramaCommentCount: 41 });
      },
    });
    renderScreen(<UserProductPage />, review(['user:product:query', 'user:product:review']));
    const row = () => rowOf('The worst episode, you idiots');
    expect(await screen.findByText('The worst episode, you idiots')).toBeInTheDocument();
    expect(within(row()).getByText('Visible')).toBeInTheDocument();
    // the comment on the whole drama, and only the hidden one offers Restore; a deleted one offers nothing
    expect(within(rowOf('Spam: cheap coins at example.com')).getByText('Whole drama')).toBeInTheDocument();
    expect(
      within(rowOf('Spam: cheap coins at example.com')).getByRole('button', { name: 'Restore' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Spam: cheap coins at example.com')).queryByRole('button', { name: 'Hide' }),
    ).not.toBeInTheDocument();
    expect(within(rowOf('Deleted by its writer')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    await userEvent.click(within(row()).getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByText(
        'App users no longer see it, and Midnight Bride Returns counts one comment fewer. It can be restored here.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/user/product/comments/${rude.id}/hide`)).toHaveLength(0);
    await answerDialog('Hide this comment from app users?');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `/user/product/comments/${rude.id}/hide`)).toHaveLength(1));
    expect(await callsTo(fetchMock, 'POST', `/user/product/comments/${rude.id}/hide`)[0].json()).toMatchObject({
      projectCode: expect.any(String),
    });
    expect(await within(row()).findByText('Hidden')).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it("shows a play's detail again with the comment's new state once it is hidden, not the detail seen before", async () => {
    let state: Comment['state'] = 'visible';
    const detail = (): ProductDetail => ({
      play: play({}),
      user: { userCode: USER, username: 'ann2024', vip: 1 },
      drama: { code: rude.dramaCode, name: rude.dramaName, episodeCount: 80 },
      episodes: [],
      follows: [],
      unlocks: [],
      unlockCoins: 0,
      comments: [{ id: rude.id, episodeNo: 3, content: rude.content, state, createTime: rude.createTime }],
    });
    const fetchMock = serveApi({
      [`/user/product/${USER}`]: envelope(summary),
      '/user/product/list': page([play({})]),
      '/user/product/comments': () => page([{ ...rude, state }]),
      '/user/product-detail/41': () => envelope(detail()),
      [`POST /user/product/comments/${rude.id}/hide`]: () => {
        state = 'hidden';
        return envelope({ id: rude.id, state: 'hidden', dramaCode: rude.dramaCode, dramaCommentCount: 41 });
      },
    });
    const bothScreens = (
      <Routes>
        <Route path="/user/product/:userCode" element={<UserProductPage />} />
        <Route path="/user/product-detail/:id" element={<ProductDetailPage />} />
      </Routes>
    );
    renderScreen(bothScreens, {
      at: '/user/product-detail/41',
      permissions: ['user:product:query', 'user:product:review', 'user:product-detail:query'],
    });
    expect(
      await within(await screen.findByRole('row', { name: /you idiots/ })).findByText('Visible'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Back to the viewing history of ann2024/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    await userEvent.click(
      within(await screen.findByRole('row', { name: /you idiots/ })).getByRole('button', { name: 'Hide' }),
    );
    await answerDialog('Hide this comment from app users?');
    expect(await within(rowOf('The worst episode, you idiots')).findByText('Hidden')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Plays' }));
    await userEvent.click(
      within(await screen.findByRole('row', { name: /Autoplay next/ })).getByRole('button', { name: 'Details' }),
    );
    expect(await screen.findByText('Midnight Bride Returns as ann2024 saw it')).toBeInTheDocument();
    expect(await within(rowOf('The worst episode, you idiots')).findByText('Hidden')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/user/product-detail/41')).toHaveLength(2);
  });

  it('restores a hidden comment without asking, and filters by state and a part of the text', async () => {
    const fetchMock = serveApi({
      [`/user/product/${USER}`]: envelope(summary),
      '/user/product/comments': page([hiddenOne]),
      [`POST /user/product/comments/${hiddenOne.id}/restore`]: envelope({
        id: hiddenOne.id,
        state: 'visible',
        dramaCode: hiddenOne.dramaCode,
        dramaCommentCount: 42,
      }),
    });
    renderScreen(<UserProductPage />, {
      ...review(['user:product:query', 'user:product:review']),
      at: `/user/product/${USER}?tab=comments&state=hidden&content=spam`,
    });
    await screen.findByText('Spam: cheap coins at example.com');
    const sent = new URL(callsTo(fetchMock, 'GET', '/user/product/comments')[0].url).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ userCode: USER, state: 'hidden', content: 'spam' });
    expect(screen.getByPlaceholderText('A part of the text')).toHaveValue('spam');
    await userEvent.click(within(rowOf('Spam: cheap coins at example.com')).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/user/product/comments/${hiddenOne.id}/restore`)).toHaveLength(1),
    );
    expect(await screen.findByText('The comment is shown again')).toBeInTheDocument();
  });

  it('shows no Hide or Restore without the review permission, and is complete in Chinese', async () => {
    serveApi({ [`/user/product/${USER}`]: envelope(summary), '/user/product/comments': page([rude, hiddenOne]) });
    renderScreen(<UserProductPage />, review(['user:product:query']));
    await screen.findByText('The worst episode, you idiots');
    expect(within(rowOf('The worst episode, you idiots')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Spam: cheap coins at example.com')).queryByRole('button')).not.toBeInTheDocument();
    act(() => setLocale('zh-CN'));
    expect(await screen.findByRole('tab', { name: '评论记录' })).toBeInTheDocument();
    expect(within(rowOf('Spam: cheap coins at example.com')).getByText('已隐藏')).toBeInTheDocument();
    expect(untranslatedTexts()).toEqual([]);
  });
});
