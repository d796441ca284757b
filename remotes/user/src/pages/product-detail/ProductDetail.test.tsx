import { act, screen, within } from '@testing-library/react';
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
import locale from './locale';
import ProductDetailPage from '.';
import type { ProductDetail } from './productDetailApi';

const at = (id: string | number) => ({
  at: `/user/product-detail/${id}`,
  path: '/user/product-detail/:id',
  permissions: ['user:product-detail:query'],
});
const detail: ProductDetail = {
  play: {
    id: 41,
    type: 2,
    dramaCode: 'US-D00003',
    dramaName: 'Midnight Bride Returns',
    episodeNo: 11,
    content: 'Autoplay next',
    playTimeSeconds: 45,
    totalTimeSeconds: 60,
    completionPermille: 750,
    createTime: '2026-11-20T10:00:00Z',
  },
  user: { userCode: 'US-U0000007', username: 'ann2024', vip: 0 },
  drama: { code: 'US-D00003', name: 'Midnight Bride Returns', episodeCount: 80 },
  episodes: [
    {
      episodeNo: 10,
      plays: 1,
      playTimeSeconds: 95,
      totalTimeSeconds: 95,
      completionPermille: 1000,
      lastPlayTime: '2026-11-20T09:58:00Z',
    },
    {
      episodeNo: 11,
      plays: 2,
      playTimeSeconds: 105,
      totalTimeSeconds: 60,
      completionPermille: 983,
      lastPlayTime: '2026-11-20T10:05:00Z',
    },
  ],
  follows: [
    { type: 3, createTime: '2026-11-19T10:00:00Z' },
    { type: 2, createTime: '2026-11-19T10:30:00Z' },
  ],
  unlocks: [{ id: 5, type: 10, episodeNo: 11, coins: 50, createTime: '2026-11-20T09:59:58Z' }],
  unlockCoins: 50,
  comments: [
    {
      id: 3,
      episodeNo: null,
      content: 'Please make a second season',
      state: 'hidden',
      createTime: '2026-11-20T11:00:00Z',
    },
  ],
};

beforeAll(() => registerMessages(locale));
afterEach(() => act(() => setLocale('en-US')));

it('shows the play, each episode watched with its plays and best completion, the unlocks with their coins and the comments in their state', async () => {
  serveApi({ '/user/product-detail/41': envelope(detail) });
  renderScreen(<ProductDetailPage />, at(41));
  expect(await screen.findByText('Midnight Bride Returns as ann2024 saw it')).toBeInTheDocument();
  expect(screen.getByText('Episode 11: 0:45 of 1:00 (75.0%)')).toBeInTheDocument();
  expect(screen.getByText('Coin-unlocked play')).toBeInTheDocument();
  const episodes = screen.getByText('Episodes watched').closest<HTMLElement>('.arco-card')!;
  const eleventh = within(episodes).getByText('98.3%').closest('tr')!;
  // episode, plays, play time of both plays, the episode's length, the best completion
  expect([...eleventh.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
    '11',
    '2',
    '1:45',
    '1:00',
    '98.3%',
  ]);
  expect(screen.getByText('Unlocks (50 coins)')).toBeInTheDocument();
  expect(within(rowOf('Unlock')).getByText('50')).toBeInTheDocument();
  expect(within(rowOf('Please make a second season')).getByText('Hidden')).toBeInTheDocument();
  expect(within(rowOf('Please make a second season')).getByText('On the drama')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to the viewing history of ann2024/ })).toHaveAttribute(
    'href',
    '/user/product/US-U0000007',
  );
});

it('says a play is not in the project, or could not be loaded and retries, and asks for nothing with an id that is not one', async () => {
  serveApi({
    '/user/product-detail/77': jsonAnswer({ code: 404, message: 'No play 77 in your projects', data: null }, 404),
  });
  const gone = renderScreen(<ProductDetailPage />, at(77));
  expect(await screen.findByText('No play 77 in this project')).toBeInTheDocument();
  gone.unmount();

  let failing = true;
  serveApi({
    '/user/product-detail/41': () =>
      failing
        ? jsonAnswer({ code: 500, message: 'Internal error, please try again', data: null }, 500)
        : envelope(detail),
  });
  renderScreen(<ProductDetailPage />, at(41));
  expect(await screen.findByText('The play could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Midnight Bride Returns as ann2024 saw it')).toBeInTheDocument();

  const fetchMock = serveApi({});
  renderScreen(<ProductDetailPage />, at('first'));
  expect(await screen.findByText('No play first in this project')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'GET', '/user/product-detail/first')).toHaveLength(0);
});

it('says so when nothing was unlocked or commented, in Chinese too', async () => {
  serveApi({
    '/user/product-detail/41': envelope({ ...detail, unlocks: [], unlockCoins: 0, comments: [], follows: [] }),
  });
  renderScreen(<ProductDetailPage />, at(41));
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('没有解锁剧集：所看剧集均为免费或通过广告解锁')).toBeInTheDocument();
  expect(screen.getByText('没有对该短剧的评论')).toBeInTheDocument();
  expect(screen.getByText('未点赞或追剧')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
});
