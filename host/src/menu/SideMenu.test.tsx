// The side menu opens a page where its open tab left off (its filters and page), and a page
// without a tab as its bare path.
import { act, fireEvent, screen } from '@testing-library/react';
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

it("opens a page with an open tab at the tab's query, others at their path", async () => {
  saveTabs('1001', openTab(EMPTY_TABS, '/dashboard/workplace', '?pageNum=3&status=1').state);
  const { getByTestId, store } = renderHost(<SideMenu collapsed={false} />, { at: '/dashboard/user' });
  act(() => {
    store.dispatch(userInfoLoaded(userInfo()));
  });

  fireEvent.click(await screen.findByText('Workplace'));
  expect(getByTestId('location').textContent).toBe('/dashboard/workplace?pageNum=3&status=1');
  fireEvent.click(screen.getByText('Top-up statistics'));
  expect(getByTestId('location').textContent).toBe('/dashboard/topup');
});
