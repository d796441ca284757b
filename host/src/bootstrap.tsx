// Arco's styles come only from the host: each Arco component the host provides carries its
// own stylesheet (scripts/webpack/shared-modules.js); remotes ship no Arco CSS.
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { type Locale, selectToken, setLocale } from '@backoffice/shared';
import { App } from './app/App';
import { enterApp, wordSignInRefusal } from './app/enterApp';
import { preloadSignedIn } from './app/preloadSignedIn';
import { store } from './app/store';
import { loadRegistry } from './federation/registry';
import { registerHostMessages } from './locale';
import { targetAfterLogin } from './router/loginRedirect';
import type { SignInAnswer } from './pages/login/postLogin';

registerHostMessages();

/** The app drawn into #root (main.js runs as soon as it arrives: the document may still be parsing). */
function start() {
  const draw = () => createRoot(document.getElementById('root')!).render(<App />);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw, { once: true });
  else draw();
}

const island = window.backofficeLoginIsland;
if (island) {
  // A signed-out visit: the login island owns #root and started these scripts once its form
  // worked (pages/login/island.tsx). The app waits at its door, with what signing in leads to on
  // its way: the registry, the shell's code and that of the page sign-in opens.
  preloadSignedIn(targetAfterLogin(window.location.search));
  island.hostReady({
    takeOver(answer: SignInAnswer, target: string, locale: Locale) {
      setLocale(locale);
      window.history.replaceState(null, '', target);
      enterApp(store, answer, target);
      start();
    },
    wordRefusal(answer: unknown, locale: Locale) {
      setLocale(locale);
      return wordSignInRefusal(answer);
    },
  });
} else {
  start();
  // The registry (which remote serves which area) is on the way to every page after sign-in and
  // to none before it: a signed-in visit reads it now, the login page once its form works.
  if (selectToken(store.getState())) {
    loadRegistry().catch((error) => console.error('[federation] remotes.json could not be read', error));
  }
}
