import { useLayoutEffect, useRef } from 'react';

/** The layout's scrolling area: the page beside the menu (the menu scrolls on its own: layout.css). */
const SCROLLER = '.layout__main';

/**
 * Shows each page opened (`page`: one key a page) from its top, and a `kept` page (an open tab,
 * still mounted) where it was left: a page opened from low in a long one does not start
 * scrolled onto empty space. Returns a ref for an element inside the scrolling area.
 */
export function usePageScroll<T extends HTMLElement>(page: string, kept: readonly string[] = []) {
  const ref = useRef<T>(null);
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  const keptNow = kept.join('\n'); // a string: `kept` is a new array on every render

  useLayoutEffect(() => {
    const element = ref.current?.closest<HTMLElement>(SCROLLER);
    if (!element) return;
    // A closed tab's place goes with it: opened again, its page starts afresh, at the top.
    const open = new Set(keptNow.split('\n'));
    for (const key of positions.current.keys()) if (!open.has(key)) positions.current.delete(key);
    if (shown.current !== page) {
      shown.current = page;
      element.scrollTop = positions.current.get(page) ?? 0;
    }
    if (!open.has(page)) return;
    const record = () => positions.current.set(page, element.scrollTop);
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [page, keptNow]);

  return ref;
}
