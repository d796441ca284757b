// The shell's tab bar with keep-alive, the breadcrumb and the quick switcher, rendered in
// the real BasicLayout with the route table's menu (menu from server off) and an admin.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Message } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { roleSelected, SETTINGS_STORAGE_KEY, userInfoLoaded } from '@backoffice/shared';
import { envelope, installFetch, userInfo } from '@backoffice/shared/testing';
import { BasicLayout } from '../layout/BasicLayout';
import { renderHost } from '../testing/renderHost';
import { usePageOutcome } from './pageOutcome';
import { rememberedHref, TABS_STORAGE_KEY } from './tabStorage';

/** Stands for a business page: its own location and an uncontrolled input (state the page owns). */
function FakePage() {
  const { pathname, search } = useLocation();
  if (pathname === '/business/risk') return <FailedArea />;
  if (pathname === '/dashboard/stat') return <SlowPage />;
  return (
    <section>
      <h2>{`Page ${pathname}${search}`}</h2>
      <input aria-label={`Filter of ${pathname}${search}`} />
    </section>
  );
}

let failedMounts = 0;
/** Stands for RemotePage's error panel: a problem, not the screen. */
function FailedArea() {
  usePageOutcome('problem');
  useEffect(() => {
    failedMounts += 1;
  }, []);
  return <div className="arco-result">This area could not be loaded</div>;
}

/** Stands for a remote page still loading, shown on "Loaded". */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  usePageOutcome(loaded ? null : 'loading');
  return loaded ? <h2>Page /dashboard/stat</h2> : <button onClick={() => setLoaded(true)}>Loaded</button>;
}

function Jump() {
  const navigate = useNavigate();
  return (
    <input
      aria-label="jump to"
      onKeyDown={(event) => {
        if (event.key === 'Enter') navigate((event.target as HTMLInputElement).value);
      }}
    />
  );
}

function Shell() {
  return (
    <>
      <Routes>
        <Route element={<BasicLayout />}>
          <Route path="user-center/index" element={<FakePage />} />
          <Route path="*" element={<FakePage />} />
        </Route>
      </Routes>
      <Jump />
    </>
  );
}

function renderShell(at = '/dashboard/workplace') {
  const view = renderHost(<Shell />, { at, path: '/*' });
  act(() => {
    view.store.dispatch(userInfoLoaded(userInfo()));
  });
  return view;
}

const go = (path: string) =>
  fireEvent.keyDown(Object.assign(screen.getByLabelText('jump to'), { value: path }), { key: 'Enter' });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false }));
  installFetch(envelope([]));
});

it('keeps a page and what was typed in it when switching to another tab and back', async () => {
  renderShell();
  const filter = await screen.findByLabelText('Filter of /dashboard/workplace');
  await userEvent.type(filter, 'drama 42');

  act(() => go('/dashboard/user'));
  expect(await screen.findByRole('heading', { name: 'Page /dashboard/user' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Page /dashboard/workplace' })).not.toBeInTheDocument(); // hidden, not gone
  expect(filter).toBeInTheDocument();
  expect(filter).not.toBeVisible();
  expect(tabNames()).toEqual(['Workplace', 'User statistics']);

  await userEvent.click(screen.getByRole('tab', { name: /Workplace/ }));
  expect(location()).toBe('/dashboard/workplace');
  expect(screen.getByLabelText('Filter of /dashboard/workplace')).toBe(filter);
  expect(filter).toBeVisible();
  expect(filter).toHaveValue('drama 42');
  // The hidden page still sees its own location, not the active one.
  expect(screen.getByText('Page /dashboard/user', { selector: 'h2' })).not.toBeVisible();
});

it('restores the tabs after a reload', async () => {
  const first = renderShell();
  await screen.findByRole('heading', { name: 'Page /dashboard/workplace' });
  act(() => go('/setting/user'));
  act(() => go('/user-center/index'));
  expect(tabNames()).toEqual(['Workplace', 'Staff users', 'User center']);
  first.unmount();

  renderShell('/dashboard/topup');
  expect(await screen.findByRole('heading', { name: 'Page /dashboard/topup' })).toBeVisible();
  expect(tabNames()).toEqual(['Workplace', 'Staff users', 'User center', 'Top-up statistics']);
  expect(JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY)!)).toHaveProperty('1001');

  // A restored tab mounts its page when it is opened.
  await userEvent.click(screen.getByRole('tab', { name: /Staff users/ }));
  expect(await screen.findByRole('heading', { name: 'Page /setting/user' })).toBeVisible();
});

async function contextAction(tab: string, action: string) {
  fireEvent.contextMenu(screen.getByRole('tab', { name: new RegExp(tab) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action })); // the popup is still fading in
}

it('closes the tabs to the right and the others, and reopens the last closed', async () => {
  renderShell('/dashboard/workplace');
  for (const path of ['/dashboard/user', '/dashboard/product', '/dashboard/topup']) act(() => go(path));
  expect(tabNames()).toEqual(['Workplace', 'User statistics', 'Drama statistics', 'Top-up statistics']);

  await contextAction('User statistics', 'Close tabs to the right');
  expect(tabNames()).toEqual(['Workplace', 'User statistics']);
  expect(location()).toBe('/dashboard/user'); // the active tab was closed

  await userEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Reopen closed tab' }));
  expect(location()).toBe('/dashboard/topup');
  expect(tabNames()).toEqual(['Workplace', 'User statistics', 'Top-up statistics']);

  await contextAction('Workplace', 'Close others');
  expect(tabNames()).toEqual(['Workplace']);
  expect(location()).toBe('/dashboard/workplace');
});

it('closing the active tab shows its neighbour; the user center tab may be closed', async () => {
  renderShell('/user-center/index');
  act(() => go('/dashboard/user'));
  act(() => go('/dashboard/topup'));
  await userEvent.click(screen.getByRole('tab', { name: /User statistics/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Close User statistics' }));
  expect(location()).toBe('/dashboard/topup');
  await userEvent.click(screen.getByRole('button', { name: 'Close User center' }));
  expect(tabNames()).toEqual(['Top-up statistics']);
});

it('keeps at most 12 tabs: opening one more closes the least recently used, saying so once', async () => {
  const pages = ['workplace', 'user', 'product', 'topup', 'consume', 'topic'].map((page) => `/dashboard/${page}`);
  pages.push(
    ...['dashboard', 'cost', 'conversion', 'af'].map((page) => `/business/${page}`),
    '/product/list',
    '/product/label',
  );
  renderShell(pages[0]);
  for (const page of pages.slice(1)) act(() => go(page));
  expect(screen.getAllByRole('tab')).toHaveLength(12);
  await userEvent.click(screen.getAllByRole('tab')[0]); // the workplace touched again: /dashboard/user is the oldest
  act(() => go('/product/category'));

  const titles = screen.getAllByRole('tab').map((tab) => tab.getAttribute('title'));
  expect(titles).toHaveLength(12);
  expect(titles).not.toContain('/dashboard/user');
  expect(titles).toContain('/dashboard/workplace');
  expect(
    await screen.findByText(/^At most 12 tabs stay open: "User statistics" was closed\. From now on/),
  ).toBeInTheDocument();

  // more tabs, more evictions: the rule was said, it is not said again on every navigation
  for (const page of ['/product/online', '/user/list', '/deal/coupon']) act(() => go(page));
  expect(screen.getAllByRole('tab')).toHaveLength(12);
  expect(screen.getAllByText(/^At most 12 tabs stay open/)).toHaveLength(1);
});

/** Thirteen pages of the route table, one more than the tabs kept. */
const THIRTEEN = [
  ...['workplace', 'user', 'product', 'topup', 'consume', 'topic'].map((page) => `/dashboard/${page}`),
  ...['dashboard', 'cost', 'conversion', 'af'].map((page) => `/business/${page}`),
  ...['list', 'label', 'category'].map((page) => `/product/${page}`),
];

it('explains the cap of 12 tabs once a session: a reload does not tell it again', async () => {
  const told = jest.spyOn(Message, 'info').mockImplementation(() => () => undefined);
  try {
    const first = renderShell(THIRTEEN[0]);
    for (const page of THIRTEEN.slice(1)) act(() => go(page));
    expect(told).toHaveBeenCalledTimes(1);
    first.unmount();

    renderShell('/product/online'); // the browser tab reloaded: its tabs are back, full
    expect(screen.getAllByRole('tab')).toHaveLength(12);
    for (const page of ['/user/list', '/deal/coupon']) act(() => go(page));
    expect(screen.getAllByRole('tab')).toHaveLength(12);
    expect(told).toHaveBeenCalledTimes(1);
  } finally {
    told.mockRestore();
  }
});

it('scrolls the strip of tabs to show the active one whole', async () => {
  // jsdom lays nothing out: the strip shows 300px, each tab is 90px wide, 100px apart
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const strip = this.closest<HTMLElement>('[role="tablist"]');
    if (this === strip) return DOMRect.fromRect({ x: 0, width: 300, height: 28 });
    if (!strip || this.getAttribute('role') !== 'tab') return DOMRect.fromRect();
    const index = Array.from(strip.querySelectorAll('[role="tab"]')).indexOf(this);
    return DOMRect.fromRect({ x: index * 100 - strip.scrollLeft, width: 90, height: 28 });
  });
  try {
    renderShell(THIRTEEN[0]);
    for (const page of THIRTEEN.slice(1, 8)) act(() => go(page));
    const strip = screen.getByRole('tablist');
    // the eighth tab (700px to 790px) shown at the strip's right edge
    expect(strip.scrollLeft).toBe(490);
    await userEvent.click(screen.getByRole('tab', { name: /Workplace/ }));
    expect(strip.scrollLeft).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: /Topic statistics/ }));
    expect(strip.scrollLeft).toBe(290); // 500px to 590px, seen from the right
  } finally {
    rect.mockRestore();
  }
});

it('is one tab a page: a new query stays in its tab, and the tab returns to it', async () => {
  renderShell('/dashboard/workplace');
  act(() => go('/dashboard/workplace?page=2'));
  act(() => go('/dashboard/user'));
  expect(tabNames()).toEqual(['Workplace', 'User statistics']);
  await userEvent.click(screen.getByRole('tab', { name: /Workplace/ }));
  expect(location()).toBe('/dashboard/workplace?page=2');
  // the side menu goes where the tab left off too
  expect(rememberedHref('1001', '/dashboard/workplace')).toBe('/dashboard/workplace?page=2');
  expect(rememberedHref('1001', '/dashboard/topup')).toBeNull();
});

it('closes a kept tab the guard no longer allows', async () => {
  const { store } = renderShell('/setting/user');
  act(() => go('/dashboard/user'));
  expect(tabNames()).toEqual(['Staff users', 'User statistics']);
  act(() => {
    store.dispatch(roleSelected('operator')); // the setting group is admin only
  });
  expect(tabNames()).toEqual(['User statistics']);
  expect(screen.queryByLabelText('Filter of /setting/user')).not.toBeInTheDocument();
});

it('shows the breadcrumb of the menu: group › page', async () => {
  renderShell('/setting/user');
  const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['System', 'Staff users']);
  act(() => go('/user/product/U100')); // hidden from the menu: the route table names it
  expect(
    within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Users', 'Viewing history']);
});

it('finds a screen by its Chinese label while the UI is English, and opens it on Enter', async () => {
  renderShell('/dashboard/workplace');
  await screen.findByRole('heading', { name: 'Page /dashboard/workplace' });
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Go to a screen' });
  const search = within(dialog).getByRole('combobox');
  await userEvent.type(search, '员工');
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['System › Staff users/setting/user']);
  await userEvent.keyboard('{Enter}');
  expect(location()).toBe('/setting/user');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // a screen with an open tab opens where the tab left off
  act(() => go('/dashboard/workplace?page=2'));
  act(() => go('/setting/user'));
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  await userEvent.type(within(await screen.findByRole('dialog')).getByRole('combobox'), 'workplace');
  await userEvent.keyboard('{Enter}');
  expect(location()).toBe('/dashboard/workplace?page=2');
});

it('moves through the results with the arrow keys and closes on Escape', async () => {
  renderShell('/dashboard/workplace');
  fireEvent.keyDown(window, { key: 'k', metaKey: true });
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('combobox'), 'dashboard/');
  const options = within(dialog).getAllByRole('option');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(location()).toBe('/dashboard/workplace');
});

it('opens no tab for a page that shows a problem instead of its screen, and does not keep it', async () => {
  renderShell('/dashboard/workplace');
  failedMounts = 0;
  act(() => go('/business/risk'));
  expect(await screen.findByText('This area could not be loaded')).toBeVisible();
  expect(tabNames()).toEqual(['Workplace']);
  expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();

  act(() => go('/dashboard/user'));
  expect(screen.queryByText('This area could not be loaded')).not.toBeInTheDocument();
  expect(tabNames()).toEqual(['Workplace', 'User statistics']);
  act(() => go('/business/risk')); // coming back renders it afresh (a retry for free)
  expect(await screen.findByText('This area could not be loaded')).toBeVisible();
  expect(failedMounts).toBe(2);
  expect(tabNames()).toEqual(['Workplace', 'User statistics']);
});

it('opens the tab of a loading page once it is shown', async () => {
  renderShell('/dashboard/workplace');
  act(() => go('/dashboard/stat'));
  expect(tabNames()).toEqual(['Workplace']);
  await userEvent.click(screen.getByRole('button', { name: 'Loaded' }));
  expect(tabNames()).toEqual(['Workplace', 'Custom statistics']);
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Custom statistics');
  expect(screen.getByRole('heading', { name: 'Page /dashboard/stat' })).toBeVisible();
});

it('opens each page at its top, and a tab where it was left', async () => {
  const { container } = renderShell('/dashboard/workplace');
  await screen.findByRole('heading', { name: 'Page /dashboard/workplace' });
  const scroller = container.querySelector('.layout__main') as HTMLElement;
  const scrollTo = (top: number) => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  };
  scrollTo(640);
  act(() => go('/dashboard/user'));
  expect(scroller.scrollTop).toBe(0);
  scrollTo(200);
  act(() => go('/dashboard/stat')); // still loading: no tab yet, and at the top already
  expect(scroller.scrollTop).toBe(0);
  await userEvent.click(screen.getByRole('tab', { name: /Workplace/ }));
  expect(scroller.scrollTop).toBe(640);
  await userEvent.click(screen.getByRole('tab', { name: /User statistics/ }));
  expect(scroller.scrollTop).toBe(200);

  // a closed tab's page opened again starts afresh, at its top
  await userEvent.click(screen.getByRole('button', { name: 'Close Workplace' }));
  act(() => go('/dashboard/workplace'));
  expect(scroller.scrollTop).toBe(0);
});

it('opens each page at its top without the tab bar too', async () => {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false, tabBar: false }));
  const { container } = renderShell('/dashboard/workplace');
  await screen.findByRole('heading', { name: 'Page /dashboard/workplace' });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  const scroller = container.querySelector('.layout__main') as HTMLElement;
  scroller.scrollTop = 640;
  act(() => go('/dashboard/workplace?page=2')); // the same page, another page of its list: left as it is
  expect(scroller.scrollTop).toBe(640);
  act(() => go('/dashboard/user'));
  expect(await screen.findByRole('heading', { name: 'Page /dashboard/user' })).toBeVisible();
  expect(scroller.scrollTop).toBe(0);
});
