// A version check on each navigation; when the live release differs from
// the one this page runs, the "New version" dialog offers a reload.
//
// The version this page runs is the first one it reads after loading (index.html, the
// host and the registry are never cached, so a freshly loaded page runs the live release);
// it is also kept in local storage under "version" (liveVersion.ts). The comparison is with this
// page's own version rather than with the stored value alone, so that a tab loaded later
// (which stores a newer version) does not silence an older tab, and a value left in
// storage by last week's visit does not ask a freshly loaded page to reload.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchLiveVersion, storeVersion } from './liveVersion';

// The dialog (Arco's Modal) is fetched when a new version is found, not with every shell.
const NewVersionDialog = lazy(() => import(/* webpackChunkName: "new-version" */ './NewVersionDialog'));

let pageVersion: string | null = null;

/** Forgets the version of this page (tests: a new page load). */
export function forgetPageVersion() {
  pageVersion = null;
}

/**
 * Checks /version.txt whenever the path changes. `newVersion` is the live version while the
 * dialog should show; a failed read changes nothing.
 */
export function useVersionCheck() {
  const { pathname } = useLocation();
  const [newVersion, setNewVersion] = useState<string | null>(null);
  // One question at a time: no check runs while the dialog is open.
  const asking = useRef(false);

  useEffect(() => {
    if (asking.current) return;
    void fetchLiveVersion().then((live) => {
      if (live === null || asking.current) return;
      if (pageVersion === null) {
        pageVersion = live;
        storeVersion(live);
      } else if (live !== pageVersion) {
        asking.current = true;
        setNewVersion(live);
      }
    });
  }, [pathname]);

  /** Cancel: keep working on this version; a later navigation asks again. */
  const dismiss = useCallback(() => {
    asking.current = false;
    setNewVersion(null);
  }, []);

  return { newVersion, dismiss };
}

function reloadPage() {
  window.location.reload();
}

/** Mounted once in the signed-in shell. */
export function VersionCheck({ reload = reloadPage }: { reload?: () => void }) {
  const { newVersion, dismiss } = useVersionCheck();

  const update = () => {
    if (newVersion) storeVersion(newVersion);
    reload();
  };

  if (newVersion === null) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog onConfirm={update} onCancel={dismiss} />
    </Suspense>
  );
}
