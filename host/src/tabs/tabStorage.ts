import type { UserInfo } from '@backoffice/shared';
import { EMPTY_TABS, hrefOf, type Tab, type TabsState } from './tabsModel';

/** sessionStorage: the tabs survive a reload of this browser tab, per signed-in user. */
export const TABS_STORAGE_KEY = 'tabs';

type Stored = Record<string, { tabs: Tab[]; closed: Tab[] }>;

function readAll(): Stored {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

const isTab = (value: unknown): value is Tab => {
  const tab = value as Tab | null;
  return (
    Boolean(tab) && typeof tab!.key === 'string' && typeof tab!.pathname === 'string' && typeof tab!.search === 'string'
  );
};

/** Whose tabs: the signed-in user's account ('' before the user info is known). */
export const tabsOwner = (info: UserInfo | null) => (info ? String(info.accountId || info.account) : '');

/** Where a page's open tab left off (its latest query), or null when it has no tab. */
export function rememberedHref(user: string, pathname: string): string | null {
  const tab = loadTabs(user).tabs.find((candidate) => candidate.pathname === pathname);
  return tab ? hrefOf(tab) : null;
}

export function loadTabs(user: string): TabsState {
  const entry = readAll()[user];
  if (!entry) return EMPTY_TABS;
  const tabs = Array.isArray(entry.tabs) ? entry.tabs.filter(isTab) : [];
  const closed = Array.isArray(entry.closed) ? entry.closed.filter(isTab) : [];
  const clock = Math.max(0, ...tabs.map((tab) => Number(tab.used) || 0));
  return { tabs: tabs.map((tab) => ({ ...tab, used: Number(tab.used) || 0 })), closed, clock };
}

export function saveTabs(user: string, state: TabsState): void {
  try {
    const all = readAll();
    all[user] = { tabs: state.tabs, closed: state.closed };
    sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the tabs live until the page closes
  }
}

/** sessionStorage: the tab cap was explained in this browser tab (once a session: TabbedContent). */
const CAP_TOLD_KEY = 'tabs.capTold';

export function capTold(): boolean {
  try {
    return sessionStorage.getItem(CAP_TOLD_KEY) === '1';
  } catch {
    return false;
  }
}

export function markCapTold(): void {
  try {
    sessionStorage.setItem(CAP_TOLD_KEY, '1');
  } catch {
    // storage disabled: told again after a reload
  }
}
