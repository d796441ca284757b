// The frame on a narrow screen: the menu follows Arco's "lg" breakpoint (992px) and the
// user can still toggle it.
import { act, fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SETTINGS_STORAGE_KEY, userInfoLoaded } from '@backoffice/shared';
import { envelope, installFetch, userInfo } from '@backoffice/shared/testing';
import { BasicLayout } from '../layout/BasicLayout';
import { renderHost } from '../testing/renderHost';

let width = 800;
const queries: { query: string; matches: boolean; listeners: ((event: { matches: boolean }) => void)[] }[] = [];
const evaluate = (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};
function resize(next: number) {
  width = next;
  for (const entry of queries) {
    const matches = evaluate(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    entry.listeners.forEach((listener) => listener({ matches }));
  }
}

const original = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => {
    const entry = { query, matches: evaluate(query), listeners: [] as ((event: { matches: boolean }) => void)[] };
    queries.push(entry);
    return {
      get matches() {
        return entry.matches;
      },
      media: query,
      addListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.push(listener),
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = original;
});

it('collapses the menu below the lg breakpoint, follows the width, and lets the user toggle it', () => {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menuFromServer: false }));
  installFetch(envelope([]));
  const { container, store } = renderHost(
    <Routes>
      <Route element={<BasicLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { at: '/dashboard/workplace', path: '/*' },
  );
  act(() => {
    store.dispatch(userInfoLoaded(userInfo()));
  });
  const sider = () => container.querySelector('.layout__sider')!;
  expect(sider()).toHaveClass('arco-layout-sider-collapsed');

  fireEvent.click(container.querySelector('.arco-layout-sider-trigger')!);
  expect(sider()).not.toHaveClass('arco-layout-sider-collapsed');

  act(() => resize(1280));
  expect(sider()).not.toHaveClass('arco-layout-sider-collapsed');
  act(() => resize(700));
  expect(sider()).toHaveClass('arco-layout-sider-collapsed');
  act(() => resize(1280));
  expect(sider()).not.toHaveClass('arco-layout-sider-collapsed');
});
