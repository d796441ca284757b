// The app's scripts are not in index.html's head: they wait in <template id="app-start">
// (scripts/webpack/prerender-plugin.js) so that a signed-out visit downloads the login island
// alone first. A signed-in visit starts them at once (firstPaint.ts); the island, once its form works.

/**
 * Puts the app's entry and its preloads in place, once; `except`: shared modules already on the
 * page (the island's React), whose preloads (marked data-share by preload-plugin.js) are left out;
 * `onError`: the entry could not be loaded.
 */
export function startApp({ except = [], onError }: { except?: string[]; onError?: () => void } = {}): void {
  const template = document.getElementById('app-start') as HTMLTemplateElement | null;
  if (!template || template.dataset.started) return;
  template.dataset.started = 'true';
  for (const node of Array.from(template.content.children)) {
    const share = node.getAttribute('data-share');
    if (share && except.includes(share)) continue;
    // a script copied from a template would not run: a new one is made with its attributes
    const element = node instanceof HTMLScriptElement ? document.createElement('script') : node.cloneNode(true);
    if (node instanceof HTMLScriptElement) {
      for (const { name, value } of Array.from(node.attributes)) (element as Element).setAttribute(name, value);
      (element as HTMLScriptElement).async = true;
      if (onError) element.addEventListener('error', onError, { once: true });
    }
    document.head.appendChild(element);
  }
}
