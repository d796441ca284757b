// Arco's styles come only from the host: each Arco component the host provides carries its
// own stylesheet (scripts/webpack/shared-modules.js); remotes ship no Arco CSS.
import './styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectToken } from '@backoffice/shared';
import { App } from './app/App';
import { store } from './app/store';
import { loadRegistry } from './federation/registry';
import { registerHostMessages } from './locale';

registerHostMessages();

/**
 * A signed-out visit finds the login form already drawn (src/prerender/firstPaint.ts):
 * React takes it over in place; any other visit starts from an empty root. main.js runs as
 * soon as it arrives, so the document may still be parsing: the drawing is there once it is.
 */
function start() {
  const container = document.getElementById('root')!;
  if (container.hasChildNodes()) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

// The registry (which remote serves which area) is on the way to every page after sign-in and
// to none before it: a signed-in visit reads it now, the login page once it is on screen
// (App's SignedOutOnly). Nothing of a remote downloads until one of its pages is next.
if (selectToken(store.getState())) {
  loadRegistry().catch((error) => console.error('[federation] remotes.json could not be read', error));
}
