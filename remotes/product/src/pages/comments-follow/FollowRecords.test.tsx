import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  chooseOption,
  envelope,
  jsonAnswer,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import FollowRecordsPage from '.';
import type { FollowRecord } from './commentsFollowApi';

const PERMS = ['product:comments-follow:query', 'product:comments-follow:edit', 'product:list:query'];

const unlock: FollowRecord = {
  id: 901,
  projectCode: 'drama-us',
  type: 10,
  userId: 7,
  userCode: 'U100007',
  username: 'lily',
  dramaId: 11,
  dramaCode: 'BRIDE-01',
  dramaName: 'The Secret Bride',
  episodeNo: 12,
  coins: 1500,
  createTime: '2026-10-01T08:00:00Z',
};
const vipUnlock: FollowRecord = { ...unlock, id: 902, type: 11, episodeNo: 13, coins: 0 };
const follow: FollowRecord = {
  ...unlock,
  id: 903,
  type: 2,
  userId: 8,
  userCode: 'U100008',
  username: 'mark',
  episodeNo: null,
  coins: 0,
};
const bride = { id: 11, code: 'BRIDE-01', name: 'The Secret Bride', projectCode: 'drama-us', status: 0 };

const serve = (
  list = () =>
    envelope({
      list: [unlock, vipUnlock, follow],
      total: 3,
      totalExact: true,
      pageNum: 1,
      pageSize: 10,
      next: null,
      previous: null,
    }),
) =>
  serveApi({
    '/product/comments-follow/list': list,
    '/product/list/11': () => envelope(bride),
    '/product/list/list': () => envelope({ list: [bride], total: 1, pageNum: 1, pageSize: 20 }),
  });
const listQuery = (fetchMock: ReturnType<typeof serve>, index = 0) =>
  Object.fromEntries(new URL(callsTo(fetchMock, 'GET', '/product/comments-follow/list').at(index)!.url).searchParams);

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it("shows a drama's records with their type, user, episode and coins, asks with the URL's filters, and offers no changes", async () => {
  const fetchMock = serve();
  renderScreen(<FollowRecordsPage />, {
    at: '/product/comments-follow?dramaId=11&type=10&createdFrom=2026-09-01T00%3A00%3A00.000Z',
    permissions: PERMS,
  });
  expect(await screen.findByText('mark')).toBeInTheDocument();
  for (const text of ['Unlock', 'lily', 'U100007', 'Episode 12'])
    expect(within(rowOf('1,500')).getByText(text)).toBeInTheDocument();
  // a VIP unlock and a follow cost no coins: a dash, not 0
  expect(within(rowOf('VIP unlock')).getByText('Episode 13')).toBeInTheDocument();
  expect(within(rowOf('VIP unlock')).getAllByText('—')).toHaveLength(1);
  expect(within(rowOf('Follow drama')).getAllByText('—')).toHaveLength(2);
  expect(listQuery(fetchMock)).toMatchObject({
    dramaId: '11',
    type: '10',
    createdFrom: '2026-09-01T00:00:00.000Z',
    pageNum: '1',
  });
  expect(
    (await screen.findByText('The Secret Bride · BRIDE-01', { selector: '.arco-tag strong' })).closest('.arco-tag'),
  ).toHaveTextContent('Drama: The Secret Bride · BRIDE-01');
  // read only: no selection, no row buttons
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  expect(within(rowOf('1,500')).queryAllByRole('button')).toHaveLength(0);
});

it("opens with what a drama's count counted, shown in the search form: its follow-drama records, or its unlocks of both kinds", async () => {
  const fetchMock = serve();
  const filterShown = (label: string) =>
    within(screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.arco-form-item')!);
  const view = renderScreen(<FollowRecordsPage />, {
    at: '/product/comments-follow?dramaId=11&type=2',
    permissions: PERMS,
  });
  expect(await screen.findByText('mark')).toBeInTheDocument();
  expect(listQuery(fetchMock)).toMatchObject({ dramaId: '11', type: '2' });
  expect(filterShown('Type').getByText('Follow drama')).toBeInTheDocument();
  view.unmount();

  const again = serve();
  renderScreen(<FollowRecordsPage />, { at: '/product/comments-follow?dramaId=11&unlocks=1', permissions: PERMS });
  expect(await screen.findByText('mark')).toBeInTheDocument();
  expect(listQuery(again)).toMatchObject({ dramaId: '11', unlocks: '1' });
  expect(listQuery(again)).not.toHaveProperty('type');
  expect(filterShown('Unlocks').getByText('Unlocks (coins or VIP)')).toBeInTheDocument();
});

it('asks for a drama or a user first, and reads nothing until one is chosen', async () => {
  const fetchMock = serve();
  const view = renderScreen(<FollowRecordsPage />, { at: '/product/comments-follow?type=10', permissions: PERMS });
  expect(await screen.findByText('Whose follow records?')).toBeInTheDocument();
  expect(
    screen.getByText('Follow records are read for one drama or one app user: choose a drama or type a user code.'),
  ).toBeInTheDocument();
  expect(callsTo(fetchMock, 'GET', '/product/comments-follow/list')).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: 'Or an app user' }), ' U100007 ');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(view.location()).toBe('/product/comments-follow?type=10&userCode=U100007'));
  expect(await screen.findByText('mark')).toBeInTheDocument();
  expect(listQuery(fetchMock)).toMatchObject({ userCode: 'U100007', type: '10' });
  // the user's code stays in the search form; Reset clears it, and the screen asks again
  expect(screen.getByRole('textbox', { name: 'User code' })).toHaveValue('U100007');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Whose follow records?')).toBeInTheDocument();
});

it('reads a drama chosen by a part of its name', async () => {
  const fetchMock = serve();
  const view = renderScreen(<FollowRecordsPage />, { at: '/product/comments-follow', permissions: PERMS });
  const dramaItem = (await screen.findByText('A drama', { selector: 'label' })).closest<HTMLElement>(
    '.arco-form-item',
  )!;
  fireEvent.focus(within(dramaItem).getByRole('combobox'));
  await chooseOption(dramaItem, 'The Secret Bride · BRIDE-01');
  await waitFor(() => expect(view.location()).toBe('/product/comments-follow?dramaId=11'));
  expect(await screen.findByText('mark')).toBeInTheDocument();
  expect(listQuery(fetchMock)).toMatchObject({ dramaId: '11' });
});

it('reads as Chinese in Chinese, the question too', async () => {
  serve();
  const view = renderScreen(<FollowRecordsPage />, { at: '/product/comments-follow', permissions: PERMS });
  await screen.findByText('Whose follow records?');
  act(() => setLocale('zh-CN'));
  expect(await screen.findByText('查看谁的追剧记录？')).toBeInTheDocument();
  expect(untranslatedTexts()).toEqual([]);
  await userEvent.type(screen.getByRole('textbox', { name: '或用户' }), 'U100007');
  await userEvent.click(screen.getByRole('button', { name: '查看' }));
  expect(await screen.findByText('mark')).toBeInTheDocument();
  expect(screen.getByText('解锁')).toBeInTheDocument();
  expect(screen.getAllByText('第 12 集')).toHaveLength(1);
  // data, not our words: the test's location
  expect(untranslatedTexts().filter((text) => text !== view.location())).toEqual([]);
});

it("shows the api's refusal of a user code no app user has", async () => {
  serve(() => jsonAnswer({ code: 404, message: 'No app user U999 in your projects', data: null }, 404));
  renderScreen(<FollowRecordsPage />, { at: '/product/comments-follow?userCode=U999', permissions: PERMS });
  expect(await screen.findByText('No app user U999 in your projects')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'User code' })).toHaveValue('U999');
});
