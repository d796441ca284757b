import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Spin } from '@arco-design/web-react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type AppStore, type RemoteRoutes } from '@backoffice/shared';
import { loadRegistry, remoteForPath, type RemoteEntry } from './registry';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { findPage, runPrefetch } from './preloadPage';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { sharedMismatch, type SharedMismatch } from './sharedMismatch';
import { NotFoundPage } from '../pages/not-found';
import { usePageOutcome } from '../tabs/pageOutcome';

type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; entry: RemoteEntry; routes: RemoteRoutes }
  | { status: 'failed'; area: string; mismatch?: SharedMismatch | null }
  | { status: 'unknown' };

/** Renders the page of the current location from the remote that serves it. */
export function RemotePage() {
  const { pathname, search } = useLocation();
  const store = useStore() as AppStore;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>({ status: 'loading' });

  // A new location (or a retry) shows the spinner from its first render, unless the remote
  // already on screen serves it too; the effect below then loads what it needs.
  const request = `${pathname}#${attempt}`;
  const [requested, setRequested] = useState(request);
  if (requested !== request) {
    setRequested(request);
    setState((previous) =>
      previous.status === 'ready' && remoteOwns(previous, pathname) ? previous : { status: 'loading' },
    );
  }

  useEffect(() => {
    let current = true;
    loadRegistry()
      .then(async (entries) => {
        const entry = remoteForPath(entries, pathname);
        if (!entry) return { status: 'unknown' } as const;
        try {
          const routes = await loadRemoteRoutes(entry);
          // The page's first data request starts now, beside its chunk, not after it has run
          // (usually it started earlier still: preloadPage.ts).
          const page = findPage(routes.pages, pathname);
          if (page) runPrefetch(page, { pathname, search }, store);
          return { status: 'ready', entry, routes } as const;
        } catch (error) {
          // A remote refused for its @backoffice/shared version says so (sharedMismatch.ts).
          return { status: 'failed', area: entry.name, mismatch: sharedMismatch(error) } as const;
        }
      })
      .catch(() => ({ status: 'failed', area: pathname.split('/')[1] }) as const)
      .then((next) => current && setState(next));
    return () => {
      current = false;
    };
    // The query string a page opens with goes to its prefetch; later changes are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, attempt, store]);

  const retry = () => setAttempt((count) => count + 1);

  if (state.status === 'loading') return <PageSpinner />;
  // The guard let this screen in: no remote serving it (yet) means it is not released.
  if (state.status === 'unknown') return <NotFoundPage reason="undeployed" />;
  if (state.status === 'failed')
    return <RemoteErrorPanel area={state.area} onRetry={retry} mismatch={state.mismatch} />;

  const page = findPage(state.routes.pages, pathname);
  if (!page) return <NotFoundPage reason="undeployed" />;
  const Page = page.component;
  return (
    <PageErrorBoundary key={`${pathname}#${attempt}`} area={state.entry.name} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        {/* under its own path, so a page reads its parameters (/user/product/:userCode) with useParams */}
        <Routes>
          <Route path={page.path} element={<Page />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}

function remoteOwns(state: { entry: RemoteEntry }, pathname: string) {
  return state.entry.prefixes.includes(pathname.split('/')[1]);
}

function PageSpinner() {
  usePageOutcome('loading'); // its tab waits for the page
  return (
    <div className="page-spinner">
      <Spin size={32} tip={<FormattedMessage id="remote.loading" />} />
    </div>
  );
}

type PageFailure = { failed: boolean; mismatch: SharedMismatch | null };

/**
 * A page chunk that fails to download (or throws) shows the error panel, not a blank frame;
 * a page importing an entry of @backoffice/shared (say /list) is refused for its version here.
 */
class PageErrorBoundary extends Component<{ area: string; onRetry: () => void; children: ReactNode }, PageFailure> {
  state: PageFailure = { failed: false, mismatch: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, mismatch: sharedMismatch(error) };
  }

  componentDidCatch(error: unknown) {
    console.error(`[federation] a page of the ${this.props.area} remote failed`, error);
  }

  render() {
    if (this.state.failed)
      return <RemoteErrorPanel area={this.props.area} onRetry={this.props.onRetry} mismatch={this.state.mismatch} />;
    return this.props.children;
  }
}
