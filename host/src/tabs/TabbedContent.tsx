import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Message } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router-dom';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';
import { outcomeOf, PageOutcomeContext, type PageOutcome, type PageProblem } from './pageOutcome';
import { TabBar, type TabAction } from './TabBar';
import { capTold, loadTabs, markCapTold, saveTabs, tabsOwner } from './tabStorage';
import {
  closeOthers,
  MAX_TABS,
  closeTab,
  closeToTheRight,
  hrefOf,
  neighbourOf,
  openTab,
  tabKey,
  takeLastClosed,
  type Tab,
  type TabsState,
} from './tabsModel';
import { usePageScroll } from '../layout/usePageScroll';
import { isTabbable, labelKeyOf, useGuardContext, USER_CENTER_PATH } from './routeLabel';

interface Session {
  user: string;
  model: TabsState;
  /**
   * The last navigation handled (its location key): each navigation opens (or activates) its
   * tab once, so closing the active tab does not reopen it while the neighbour loads.
   */
  seen: string | null;
  /** The page element of each tab visited since this page loaded: kept mounted while the tab is open. */
  pages: Record<string, ReactElement | null>;
  /** The location shown without a tab yet: it gets one once its page is shown (not loading, no problem). */
  pending?: Tab;
  evicted?: Tab;
}

const startSession = (user: string): Session => ({ user, model: loadTabs(user), seen: null, pages: {} });

function keepPages(pages: Session['pages'], model: TabsState, pending?: Tab): Session['pages'] {
  const open = new Set([...model.tabs.map((tab) => tab.key), pending?.key]);
  return Object.fromEntries(Object.entries(pages).filter(([key]) => open.has(key)));
}

/** The pending location's tab, now that its page is shown; beyond the cap another tab closes. */
function openPending(session: Session, key: string): Session {
  if (session.pending?.key !== key) return session;
  const { state: model, evicted } = openTab(session.model, session.pending.pathname, session.pending.search);
  return {
    ...session,
    model,
    pending: undefined,
    pages: keepPages(session.pages, model),
    evicted: evicted ?? session.evicted,
  };
}

/**
 * The tab bar and the content of the layout, with keep-alive: the page of every open tab
 * stays mounted (the inactive ones hidden), each under its own location, so switching tabs
 * keeps filters, pagination, form input and scroll. Pages are still the guarded route
 * elements (GuardedPage and the user center), and a tab the guard no longer allows closes.
 */
export function TabbedContent({ fallback = null }: { fallback?: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const guard = useGuardContext();
  const info = useAppSelector(selectUserInfo);
  const user = tabsOwner(info);
  const key = tabKey(location.pathname);
  const tabbable = isTabbable(location.pathname, guard);

  const [session, setSession] = useState(() => startSession(user));
  // What each mounted page last said of itself; a pending page that is shown gets its tab.
  const [outcomes, setOutcomes] = useState<Record<string, PageOutcome>>({});
  const onOutcome = useCallback(
    (tabKeyOf: string, outcome: PageOutcome | null) => {
      setOutcomes((current) => {
        if (current[tabKeyOf] === (outcome ?? undefined)) return current;
        const next = { ...current };
        if (outcome) next[tabKeyOf] = outcome;
        else delete next[tabKeyOf];
        return next;
      });
      if (outcome === 'shown') setSession((current) => openPending(current, tabKeyOf));
    },
    [setSession],
  );

  if (session.user !== user) {
    setSession(startSession(user));
  } else if (session.seen !== location.key) {
    const page = { [key]: session.pages[key] ?? outlet };
    // A page on screen and shown already (kept mounted while the session restarted) says so no more.
    if (tabbable && (outcomes[key] === 'shown' || session.model.tabs.some((tab) => tab.key === key))) {
      const { state: model } = openTab(session.model, location.pathname, location.search);
      setSession({
        ...session,
        model,
        seen: location.key,
        pending: undefined,
        pages: { ...keepPages(session.pages, model), ...page },
      });
    } else if (tabbable) {
      // No tab before the page says it is shown: a page showing an error or not found gets none.
      const pending: Tab = { key, pathname: location.pathname, search: location.search, used: 0 };
      setSession({
        ...session,
        seen: location.key,
        pending,
        pages: { ...keepPages(session.pages, session.model, pending), ...page },
      });
    } else {
      setSession({
        ...session,
        seen: location.key,
        pending: undefined,
        pages: keepPages(session.pages, session.model),
      });
    }
  }

  useEffect(() => {
    if (session.user) saveTabs(session.user, session.model);
  }, [session.user, session.model]);

  const label = (tab: Tab) =>
    intl.formatMessage({ id: labelKeyOf(tab.pathname) ?? tab.pathname, defaultMessage: tab.pathname });
  // The cap is explained once a session (this browser tab, reloads included), at its first
  // eviction: after that, each new tab closing the oldest is what the person was told, and a
  // toast on every navigation would be noise.
  const announceEviction = useRef((tab: Tab) => {
    void tab;
  });
  useEffect(() => {
    announceEviction.current = (tab: Tab) =>
      Message.info(intl.formatMessage({ id: 'tabs.capped' }, { label: label(tab), max: MAX_TABS }));
  });
  useEffect(() => {
    if (!session.evicted || capTold()) return;
    markCapTold();
    announceEviction.current(session.evicted);
  }, [session.evicted]);

  const tabs = session.model.tabs.filter((tab) => isTabbable(tab.pathname, guard));
  const activeKey = tabbable && tabs.some((tab) => tab.key === key) ? key : null;
  const pending = tabbable && session.pending?.key === key && !activeKey ? session.pending : null;

  const update = (model: TabsState) =>
    setSession((current) => ({ ...current, model, pages: keepPages(current.pages, model, current.pending) }));
  const onAction = (action: TabAction, tab: Tab | null) => {
    if (action === 'reopen') {
      const { tab: reopened, state } = takeLastClosed(session.model);
      setSession((current) => ({ ...current, model: state }));
      if (reopened) navigate(hrefOf(reopened));
      return;
    }
    if (!tab) return;
    if (action === 'close') {
      update(closeTab(session.model, tab.key));
      if (tab.key === activeKey) navigate(hrefOfNeighbour(tabs, tab.key));
    } else if (action === 'others') {
      update(closeOthers(session.model, tab.key));
      if (tab.key !== activeKey) navigate(hrefOf(tab));
    } else if (action === 'right') {
      update(closeToTheRight(session.model, tab.key));
      if (activeKey && tabs.findIndex((candidate) => candidate.key === activeKey) > tabs.indexOf(tab))
        navigate(hrefOf(tab));
    }
  };
  const lastClosed = takeLastClosed(session.model).tab;
  // The tab stays, its page element goes: the next visit renders (and loads) it afresh.
  const discardPage = useCallback(
    (tabKeyToDrop: string) => {
      setSession((current) => {
        if (!(tabKeyToDrop in current.pages)) return current;
        const pages = { ...current.pages };
        delete pages[tabKeyToDrop];
        return { ...current, pages };
      });
    },
    [setSession],
  );

  // a tab's page still mounted shows where it was left; any other page opens at its top
  const kept = tabs.filter((tab) => tab.key in session.pages).map((tab) => tab.key);
  const container = usePageScroll<HTMLDivElement>(key, kept);

  return (
    <>
      <TabBar
        tabs={tabs}
        activeKey={activeKey}
        label={label}
        canReopen={Boolean(lastClosed)}
        onActivate={(tab) => tab.key !== activeKey && navigate(hrefOf(tab))}
        onAction={onAction}
      />
      <div className="tab-pages" ref={container}>
        {[...tabs, ...(pending ? [pending] : [])].map((tab) =>
          tab.key in session.pages ? (
            <KeptPage
              key={tab.key}
              tab={tab}
              active={tab.key === activeKey || tab === pending}
              outcome={outcomes[tab.key]}
              location={location}
              navigationType={navigationType}
              fallback={fallback}
              onOutcome={onOutcome}
              onDiscard={discardPage}
            >
              {session.pages[tab.key]}
            </KeptPage>
          ) : null,
        )}
        {!tabbable && <Suspense fallback={fallback}>{outlet}</Suspense>}
      </div>
    </>
  );
}

function hrefOfNeighbour(tabs: Tab[], key: string): string {
  const neighbour = neighbourOf(tabs, key);
  return neighbour ? hrefOf(neighbour) : USER_CENTER_PATH;
}

interface KeptPageProps {
  tab: Tab;
  active: boolean;
  /** what the page last said of itself */
  outcome?: PageOutcome;
  location: Location;
  navigationType: NavigationType;
  fallback: ReactNode;
  /** null: the page is gone */
  onOutcome: (key: string, outcome: PageOutcome | null) => void;
  onDiscard: (key: string) => void;
  children: ReactNode;
}

/**
 * One tab's page: hidden when inactive, always under the tab's own location. It gathers what
 * the page says of itself (usePageOutcome). A page showing a problem (its area failed to
 * load) has nothing worth keeping: when its tab is left it is dropped, so it is not kept in
 * the document, and coming back loads it again (a retry for free).
 */
function KeptPage({
  tab,
  active,
  outcome,
  location,
  navigationType,
  fallback,
  onOutcome,
  onDiscard,
  children,
}: KeptPageProps) {
  const said = useRef(new Map<string, PageProblem>());
  const gone = useRef(false);
  const report = useCallback(
    (reporter: string, problem: PageProblem | null) => {
      if (gone.current) return; // the page's parts leaving after it
      if (problem) said.current.set(reporter, problem);
      else said.current.delete(reporter);
      onOutcome(tab.key, outcomeOf(said.current.values()));
    },
    [onOutcome, tab.key],
  );
  // After the page's own reports of its first render (children's effects run first).
  useLayoutEffect(() => {
    gone.current = false;
    onOutcome(tab.key, outcomeOf(said.current.values()));
    return () => {
      gone.current = true;
      onOutcome(tab.key, null);
    };
  }, [onOutcome, tab.key]);
  useLayoutEffect(() => {
    if (!active && outcome === 'problem') onDiscard(tab.key);
  }, [active, outcome, onDiscard, tab.key]);
  const liveLocation = active ? location : null;
  const value = useMemo(
    () => ({
      location: liveLocation ?? { pathname: tab.pathname, search: tab.search, hash: '', state: null, key: tab.key },
      navigationType: liveLocation ? navigationType : NavigationType.Pop,
    }),
    [liveLocation, navigationType, tab.pathname, tab.search, tab.key],
  );
  return (
    <div className="tab-page" data-tab={tab.key} style={active ? undefined : { display: 'none' }} aria-hidden={!active}>
      <PageOutcomeContext.Provider value={report}>
        <LocationContext.Provider value={value}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </LocationContext.Provider>
      </PageOutcomeContext.Provider>
    </div>
  );
}
