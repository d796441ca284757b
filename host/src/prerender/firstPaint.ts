// Run by index.html right after <div id="root"> (scripts/webpack/prerender-plugin.js), before
// any other script: the page takes on the stored appearance (dark by default), and a signed-out
// visitor of /login sees the pre-drawn form in their language at the first paint;
// bootstrap.tsx then hydrates it. Any other visit leaves #root empty for the app to draw. It
// imports only the facts it needs, so the file stays small.
import { applyColorWeak, applyTheme, detectInitialLocale, readStoredSettings, readStoredToken } from '@backoffice/shared/firstPaint';

const { theme, colorWeak } = readStoredSettings();
applyTheme(theme);
applyColorWeak(colorWeak);

const root = document.getElementById('root');
const drawn = document.querySelector<HTMLTemplateElement>(`template[data-login="${detectInitialLocale()}"]`);
if (root && drawn && window.location.pathname === '/login' && !readStoredToken()) {
  root.appendChild(drawn.content.cloneNode(true));
  // Until React has taken the form over, Enter or a click must not post it the browser's way
  // (a GET with the password in the address): it waits for the script, like every form here.
  root.addEventListener('submit', (event) => event.preventDefault());
}
