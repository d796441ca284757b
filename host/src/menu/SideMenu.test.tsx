// The side menu's entries are links: a plain click opens the page in the app, where its open tab
// left off (its filters and page), a page without a tab at its bare path; a modified click is
// the browser's (a new browser tab), and the keyboard reaches every entry.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_STORAGE_KEY, userInfoLoaded } from '@backoffice/shared';
import { userInfo } from '@backoffice/shared/testing';
import { renderHost } from '../testing/renderHost';
import { saveTabs } from '../tabs/tabStorage';
import { openTab, EMPTY_TABS } from '../tabs/tabsModel';
import { SideMenu } from './SideMenu';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false }));
});

function renderMenu(at = '/dashboard/user') {
  const view = renderHost(<SideMenu collapsed={false} />, { at });
  act(() => {
    view.store.dispatch(userInfoLoaded(userInfo()));
  });
  return view;
}
const location = () => screen.getByTestId('location').textContent;

it("opens a page with an open tab at the tab's query, others at their path", async () => {
  saveTabs('1001', openTab(EMPTY_TABS, '/dashboard/workplace', '?pageNum=3&status=1').state);
  renderMenu();

  const workplace = await screen.findByRole('link', { name: 'Workplace' });
  expect(workplace).toHaveAttribute('href', '/dashboard/workplace?pageNum=3&status=1');
  fireEvent.click(workplace);
  expect(location()).toBe('/dashboard/workplace?pageNum=3&status=1');
  fireEvent.click(screen.getByRole('link', { name: 'Top-up statistics' }));
  expect(location()).toBe('/dashboard/topup');
  expect(screen.getByRole('link', { name: 'Top-up statistics' }).closest('.arco-menu-item')).toHaveClass(
    'arco-menu-selected',
  );
  // the item's edge, beside its link, opens the page too
  fireEvent.click(screen.getByRole('link', { name: 'Workplace' }).closest('.arco-menu-item')!);
  expect(location()).toBe('/dashboard/workplace?pageNum=3&status=1');
});

it('leaves a Ctrl, Cmd, Shift or middle click to the browser (a new tab or window) and stays on the page', async () => {
  renderMenu();
  const topup = await screen.findByRole('link', { name: 'Top-up statistics' });
  expect(topup).toHaveAttribute('href', '/dashboard/topup');
  // stands for the browser, last to see the click: it opens the href elsewhere unless the app took the click
  const leftToBrowser: boolean[] = [];
  const browser = (event: Event) => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault(); // jsdom cannot open it
  };
  window.addEventListener('click', browser);
  try {
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(topup, click);
      expect(location()).toBe('/dashboard/user');
    }
    fireEvent.click(topup);
    expect(location()).toBe('/dashboard/topup');
  } finally {
    window.removeEventListener('click', browser);
  }
  expect(leftToBrowser).toEqual([true, true, true, true, false]);
});

it('reaches each entry with Tab, once, and opens it with Enter', async () => {
  renderMenu();
  await screen.findByRole('link', { name: 'Workplace' });
  const stops: string[] = [];
  for (let step = 0; step < 12 && document.activeElement?.textContent !== 'Top-up statistics'; step++) {
    await userEvent.tab();
    stops.push(document.activeElement?.textContent ?? '');
  }
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Top-up statistics' }));
  expect(stops.filter((stop) => stop === 'Top-up statistics')).toHaveLength(1);
  expect(stops.filter((stop) => stop === 'Workplace')).toHaveLength(1); // the link alone, not its item too
  await userEvent.keyboard('{Enter}');
  expect(location()).toBe('/dashboard/topup');
});
