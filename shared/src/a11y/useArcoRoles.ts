import { useLayoutEffect, useRef } from 'react';

// Arco elements that assistive technology cannot read as they are: each lacks the role its ARIA
// attributes or its children need, and no prop reaches it (axe, WCAG 2 A/AA). Arco alone can
// fix them at the source; until then they get that role here.
const MISSING_ROLES: [selector: string, role: string][] = [
  // a submenu's header: focusable, aria-expanded, inside role="menu" (aria-allowed-attr, aria-required-children)
  ['.arco-menu-inline-header', 'menuitem'],
  // the parent of the role="tab" titles (aria-required-parent)
  ['.arco-tabs-header', 'tablist'],
  // the page-size select's box, named by aria-label (aria-prohibited-attr)
  ['.arco-pagination-option', 'group'],
];

/** A ref for the element holding Arco components: after each render, they get the roles they lack. */
export function useArcoRoles<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    for (const [selector, role] of MISSING_ROLES) {
      ref.current?.querySelectorAll(selector).forEach((element) => {
        if (!element.hasAttribute('role')) element.setAttribute('role', role);
      });
    }
    // a tab bar whose panes draw nothing (it switches what is drawn beside it) controls no panel
    ref.current?.querySelectorAll('.arco-tabs-header-title[aria-controls]').forEach((tab) => {
      if (!document.getElementById(tab.getAttribute('aria-controls')!)) tab.removeAttribute('aria-controls');
    });
  });
  return ref;
}
