// Run by index.html right after <div id="root"> (scripts/webpack/prerender-plugin.js), before
// any other script: the page takes on the stored appearance (dark by default), and a signed-out
// visitor sees the pre-drawn login form in their language at the first paint, which the login
// island (pages/login/island.tsx) then takes over; any other visit starts the app at once. It
// imports only the facts it needs, so the file stays small.
import {
  applyColorWeak,
  applyTheme,
  detectInitialLocale,
  readStoredSettings,
  readStoredToken,
} from '@backoffice/shared/firstPaint';
import { loginPathFor } from '../router/loginRedirect';
import { startApp } from './startApp';

const { theme, colorWeak } = readStoredSettings();
applyTheme(theme);
applyColorWeak(colorWeak);

const root = document.getElementById('root');
const drawn = document.querySelector<HTMLTemplateElement>(`template[data-login="${detectInitialLocale()}"]`);
// the island's address is on this script's tag (prerender-plugin.js)
const island = document.querySelector<HTMLScriptElement>('script[data-island]')?.dataset.island;
if (root && drawn && island && !readStoredToken()) {
  // Signed out, every route leads to login carrying where it was going (App's RequireToken):
  // that step is taken here, so the form is drawn for a visit to any address.
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.history.replaceState(window.history.state, '', loginPathFor(pathname, search));
  root.appendChild(drawn.content.cloneNode(true));
  // Until React has taken the form over, Enter or a click must not post it the browser's way
  // (a GET with the password in the address): it waits for the script, like every form here.
  root.addEventListener('submit', (event) => event.preventDefault());
  const script = document.createElement('script');
  script.src = island;
  script.async = true;
  document.head.appendChild(script);
} else {
  startApp();
}
