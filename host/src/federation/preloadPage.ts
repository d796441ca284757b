// Starting a remote page's work before it renders, so that nothing on the way to its first
// screen waits on something it does not need:
//   - its code (registry → the area's manifest and entry → its `./routes` module → the page's
//     chunk) starts as soon as the next location is known: once the login form is usable (where
//     sign-in leads), or when the signed-in shell mounts, side by side with the user info and the menu;
//   - its first data request (the page's `prefetch`) starts as soon as the user info is known,
//     side by side with the menu and the page's chunk, instead of after that chunk has run.
// RemotePage does the same when it opens a page (a no-op for what already started), so a
// failure here only costs the head start: RemotePage shows it and offers the retry.
import { matchPath } from 'react-router-dom';
import type { AppStore, RemotePage as RemotePageDef } from '@backoffice/shared';
import { loadRegistry, remoteForPath } from './registry';
import { loadRemoteRoutes } from './loadRemoteRoutes';

/** The remote page serving `pathname`, its area's routes loaded on the way; null when none does. */
export async function remotePageFor(pathname: string): Promise<RemotePageDef | null> {
  const entry = remoteForPath(await loadRegistry(), pathname);
  if (!entry) return null;
  const routes = await loadRemoteRoutes(entry);
  return findPage(routes.pages, pathname);
}

export function findPage(pages: RemotePageDef[], pathname: string): RemotePageDef | null {
  return pages.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname)) ?? null;
}

/** Starts downloading the code of the page at `pathname` (a path, query string allowed). */
export function preloadPageCode(path: string): void {
  const { pathname } = new URL(path, 'http://host.invalid');
  remotePageFor(pathname)
    .then((page) => page?.load?.())
    .catch(() => undefined);
}

/**
 * Starts the first data requests of the page at `location`; call once the user info is loaded.
 * RTK Query's `prefetch` asks nothing that is cached or under way, so calling it again is free.
 */
export function prefetchPageData(
  location: { pathname: string; search: string },
  store: Pick<AppStore, 'dispatch' | 'getState'>,
): void {
  remotePageFor(location.pathname)
    .then((page) => page && runPrefetch(page, location, store))
    .catch(() => undefined);
}

export function runPrefetch(
  page: RemotePageDef,
  location: { pathname: string; search: string },
  store: Pick<AppStore, 'dispatch' | 'getState'>,
) {
  try {
    page.prefetch?.(store, location);
  } catch (error) {
    console.error(`[federation] the prefetch of ${location.pathname} failed`, error);
  }
}
