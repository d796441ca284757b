import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, fetched on the first Ctrl+K / Cmd+K: the shell stays small.
const QuickSwitcher = lazy(() => import(/* webpackChunkName: "quick-switcher" */ './QuickSwitcher'));

/** Listens for Ctrl+K / Cmd+K anywhere in the shell and opens the quick switcher. */
export function QuickSwitcherLauncher() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickSwitcher onClose={() => setOpen(false)} />
    </Suspense>
  );
}
