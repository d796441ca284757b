// The open tabs as plain data: pure functions, so the rules (cap, neighbours, reopen) are
// testable without rendering. A tab is one page (pathname); it remembers the page's latest
// query (a list's filters and page live in the URL), so changing filters never opens a tab.
export interface Tab {
  key: string;
  pathname: string;
  search: string;
  /** When it was last active (a counter, not a clock): the cap evicts the smallest. */
  used: number;
}

export interface TabsState {
  tabs: Tab[];
  /** Closed tabs, the last closed at the end (for "reopen closed tab"). */
  closed: Tab[];
  clock: number;
}

export const MAX_TABS = 12;
const MAX_CLOSED = 10;

export const EMPTY_TABS: TabsState = { tabs: [], closed: [], clock: 0 };

export const tabKey = (pathname: string) => pathname;

/** Where a tab goes back to: its page with the query it had last. */
export const hrefOf = (tab: Tab) => tab.pathname + tab.search;

export interface OpenResult {
  state: TabsState;
  /** The tab closed to stay within the cap, if any. */
  evicted?: Tab;
}

/** Opens (or activates) the tab of a location; beyond the cap the least recently used other tab closes. */
export function openTab(state: TabsState, pathname: string, search: string, max = MAX_TABS): OpenResult {
  const key = tabKey(pathname);
  const clock = state.clock + 1;
  if (state.tabs.some((tab) => tab.key === key)) {
    return {
      state: {
        ...state,
        clock,
        tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, search, used: clock } : tab)),
      },
    };
  }
  let tabs = [...state.tabs, { key, pathname, search, used: clock }];
  let closed = state.closed;
  let evicted: Tab | undefined;
  if (tabs.length > max) {
    evicted = tabs.filter((tab) => tab.key !== key).reduce((oldest, tab) => (tab.used < oldest.used ? tab : oldest));
    tabs = tabs.filter((tab) => tab !== evicted);
    closed = remember(closed, [evicted]);
  }
  return { state: { tabs, closed, clock }, evicted };
}

function remember(closed: Tab[], tabs: Tab[]): Tab[] {
  const keys = new Set(tabs.map((tab) => tab.key));
  return [...closed.filter((tab) => !keys.has(tab.key)), ...tabs].slice(-MAX_CLOSED);
}

function closeWhere(state: TabsState, closes: (tab: Tab, index: number) => boolean): TabsState {
  const gone = state.tabs.filter(closes);
  if (!gone.length) return state;
  return {
    ...state,
    tabs: state.tabs.filter((tab, index) => !closes(tab, index)),
    closed: remember(state.closed, gone),
  };
}

export function closeTab(state: TabsState, key: string): TabsState {
  return closeWhere(state, (tab) => tab.key === key);
}

export function closeOthers(state: TabsState, key: string): TabsState {
  return closeWhere(state, (tab) => tab.key !== key);
}

export function closeToTheRight(state: TabsState, key: string): TabsState {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return state;
  return closeWhere(state, (_tab, position) => position > index);
}

/** The last closed tab still closed, and the state without it in the closed list. */
export function takeLastClosed(state: TabsState): { tab?: Tab; state: TabsState } {
  const open = new Set(state.tabs.map((tab) => tab.key));
  const candidates = state.closed.filter((tab) => !open.has(tab.key));
  const tab = candidates[candidates.length - 1];
  if (!tab) return { state: { ...state, closed: candidates } };
  return { tab, state: { ...state, closed: candidates.slice(0, -1) } };
}

/** The tab to show when `key` closes: its right neighbour, else its left one. */
export function neighbourOf(tabs: Tab[], key: string): Tab | undefined {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return undefined;
  return tabs[index + 1] ?? tabs[index - 1];
}
