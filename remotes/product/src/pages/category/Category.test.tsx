import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerMessages, setLocale } from '@backoffice/shared';
import {
  callsTo,
  chooseOption,
  envelope,
  renderScreen,
  rowOf,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { productMessages } from '../../locale';
import CategoriesPage from '.';
import type { Category, CategoryDrama } from './categoryApi';

const ALL_PERMS = [
  'product:category:query',
  'product:category:add',
  'product:category:edit',
  'product:category:delete',
];

const trending: Category = {
  id: 5,
  projectCode: 'drama-us',
  code: 'trending',
  title: 'Trending now',
  poster: '',
  link: 'app://home/trending',
  dramaCount: 3,
  createTime: '2026-08-01T08:00:00Z',
  updateTime: '2026-09-02T08:00:00Z',
};
const drama = (id: number, name: string, status = 0): CategoryDrama => ({
  id,
  code: `D-${id}`,
  name,
  status,
  poster: '',
  position: id,
});
const held = [drama(1, 'First Love'), drama(2, 'Second Chance'), drama(3, 'Third Wife', 1)];

const serve = (first?: Parameters<typeof serveApi>[1], category = trending, dramas = held) =>
  serveApi(
    {
      '/product/category/list': () => envelope({ list: [category], total: 1, pageNum: 1, pageSize: 10 }),
      '/product/category/drama-options': (_request, url) =>
        envelope(
          url.searchParams.get('keyword') === 'four'
            ? [drama(4, 'Fourth Heir', 2)]
            : [drama(1, 'First Love'), drama(4, 'Fourth Heir', 2)],
        ),
      'GET /product/category/:id': () => envelope({ ...category, dramas }),
    },
    first,
  );
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.arco-drawer-header-title' })).closest<HTMLElement>('.arco-drawer')!;
const order = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.sortable-item__name')!.firstChild!.textContent);

beforeAll(() => registerMessages(productMessages));
beforeEach(() => localStorage.clear());

it('shows a category’s dramas in order and saves the order after a removal and an addition', async () => {
  const fetchMock = serve((request) => (request.method === 'PUT' ? envelope({ ...trending, dramas: [] }) : undefined));
  renderScreen(<CategoriesPage />, { at: '/product/category', permissions: ALL_PERMS });
  await userEvent.click(await within(await waitFor(() => rowOf('Trending now'))).findByText('3 dramas'));
  const drawer = await drawerTitled('Dramas of Trending now');
  await waitFor(() => expect(order(drawer)).toEqual(['First Love', 'Second Chance', 'Third Wife']));
  expect(within(drawer).getByText('Offline')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Save' })).toBeDisabled();

  await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Second Chance' }));
  // the picker never offers what the category already holds
  fireEvent.click(drawer.querySelector('.arco-select-view')!);
  expect(await screen.findByRole('option', { name: 'Fourth Heir · D-4' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'First Love · D-1' })).not.toBeInTheDocument();
  await chooseOption(drawer, 'Fourth Heir · D-4');
  expect(order(drawer)).toEqual(['First Love', 'Third Wife', 'Fourth Heir']);

  await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/product/category/5/dramas')).toHaveLength(1));
  expect(await callsTo(fetchMock, 'PUT', '/product/category/5/dramas')[0].json()).toMatchObject({
    dramaIds: [1, 3, 4],
  });
  expect(await screen.findByText('Saved: 3 dramas in this order')).toBeInTheDocument();
});

it('opens a category’s dramas from the keyboard: its count is a button in the tab order', async () => {
  serve();
  renderScreen(<CategoriesPage />, { at: '/product/category', permissions: ALL_PERMS });
  const count = await within(await waitFor(() => rowOf('Trending now'))).findByRole('button', { name: '3 dramas' });
  act(() => count.focus());
  expect(count).toHaveFocus();
  // Enter as a browser sends it (with its keyCode, which Arco's Link reads)
  fireEvent.keyDown(count, { key: 'Enter', keyCode: 13 });
  await drawerTitled('Dramas of Trending now');
});

it('moves a drama with the keyboard: space to lift it, an arrow to move it, space to drop it', async () => {
  serve();
  renderScreen(<CategoriesPage />, { at: '/product/category', permissions: ALL_PERMS });
  await userEvent.click(
    await within(await waitFor(() => rowOf('Trending now'))).findByRole('button', { name: 'Dramas' }),
  );
  const drawer = await drawerTitled('Dramas of Trending now');
  await waitFor(() => expect(order(drawer)).toHaveLength(3));
  // jsdom lays nothing out: give each row its place, as a browser would
  within(drawer)
    .getAllByRole('listitem')
    .forEach((item, index) => {
      item.getBoundingClientRect = () => ({
        x: 0,
        y: index * 50,
        top: index * 50,
        left: 0,
        bottom: index * 50 + 50,
        right: 400,
        width: 400,
        height: 50,
        toJSON: () => ({}),
      });
    });
  const handle = within(drawer).getByRole('button', {
    name: 'Move First Love: drag, or press space then the arrow keys',
  });
  handle.focus();
  // the sensor listens for the next keys from the next tick on
  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.keyDown(handle, { code: 'Space' });
  await tick();
  fireEvent.keyDown(document, { code: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(document, { code: 'Space' });
  await waitFor(() => expect(order(drawer)).toEqual(['Second Chance', 'First Love', 'Third Wife']));
  expect(within(drawer).getByRole('button', { name: 'Save' })).toBeEnabled();
});

it('offers no reordering, adding or saving without the edit button', async () => {
  serve();
  renderScreen(<CategoriesPage />, { at: '/product/category', permissions: ['product:category:query'] });
  await userEvent.click(await within(await waitFor(() => rowOf('Trending now'))).findByText('3 dramas'));
  const drawer = await drawerTitled('Dramas of Trending now');
  await waitFor(() => expect(order(drawer)).toHaveLength(3));
  expect(within(drawer).queryByRole('button', { name: /^Move|^Remove|Save/ })).not.toBeInTheDocument();
  expect(drawer.querySelector('.arco-select')).toBeNull();
});

it('reads as Chinese in Chinese, the dramas drawer too', async () => {
  // a Chinese project's own names, as Chinese staff would see them
  serve(undefined, { ...trending, title: '正在热播' }, [
    drama(1, '初恋'),
    drama(2, '重来一次'),
    drama(3, '第三任妻子', 1),
  ]);
  renderScreen(<CategoriesPage />, { at: '/product/category', permissions: ALL_PERMS });
  await screen.findByText('正在热播');
  act(() => setLocale('zh-CN'));
  await userEvent.click(await screen.findByText('3 部短剧'));
  const drawer = await drawerTitled('正在热播 的短剧');
  await waitFor(() => expect(order(drawer)).toHaveLength(3));
  expect(untranslatedTexts()).toEqual([]);
});
