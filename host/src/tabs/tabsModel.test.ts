import {
  closeOthers,
  closeTab,
  closeToTheRight,
  EMPTY_TABS,
  hrefOf,
  neighbourOf,
  openTab,
  takeLastClosed,
  type TabsState,
} from './tabsModel';

const open = (...paths: string[]) =>
  paths.reduce<TabsState>((state, path) => openTab(state, path, '').state, EMPTY_TABS);
const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

it('opens a location once and activates it again later', () => {
  const state = openTab(open('/a', '/b'), '/a', '').state;
  expect(keys(state)).toEqual(['/a', '/b']);
  expect(state.tabs[0].used).toBeGreaterThan(state.tabs[1].used);
});

it('keeps one tab a page, remembering its latest query', () => {
  const state = openTab(open('/a', '/b'), '/a', '?page=2').state;
  expect(keys(state)).toEqual(['/a', '/b']);
  expect(hrefOf(state.tabs[0])).toBe('/a?page=2');
});

it('closes others, to the right, and reopens the last closed', () => {
  const state = open('/a', '/b', '/c', '/d');
  expect(keys(closeOthers(state, '/b'))).toEqual(['/b']);
  const right = closeToTheRight(state, '/b');
  expect(keys(right)).toEqual(['/a', '/b']);
  const { tab, state: after } = takeLastClosed(right);
  expect(tab?.key).toBe('/d');
  expect(takeLastClosed(after).tab?.key).toBe('/c');
});

it('beyond the cap closes the least recently used other tab', () => {
  let state = open('/1', '/2', '/3');
  state = openTab(state, '/1', '').state; // /1 touched again: /2 is now the oldest
  const result = openTab(state, '/4', '', 3);
  expect(result.evicted?.key).toBe('/2');
  expect(keys(result.state)).toEqual(['/1', '/3', '/4']);
  expect(takeLastClosed(result.state).tab?.key).toBe('/2');
});

it('the neighbour of a closing tab is the one on its right, else on its left', () => {
  const { tabs } = open('/a', '/b', '/c');
  expect(neighbourOf(tabs, '/b')?.key).toBe('/c');
  expect(neighbourOf(tabs, '/c')?.key).toBe('/b');
  expect(neighbourOf(closeTab(open('/a'), '/a').tabs, '/a')).toBeUndefined();
});
