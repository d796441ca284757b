// Runs at build time, in Node (scripts/webpack/prerender-plugin.js): the login page drawn by
// the same component the browser runs, one document per language. index.html carries them,
// firstPaint.ts puts the visitor's into #root before the first paint, and the login island
// (pages/login/island.tsx) takes it over: the form is on screen while its script is on its way.
// The Node build by name: a test runs this in a browser-like environment, whose react-dom/server is the browser's.
import { renderToString } from 'react-dom/server.node';
import { type Locale, LOCALES } from '@backoffice/shared/firstPaint';
import { LoginPage } from '../pages/login/LoginPage';

/** The languages drawn: one <template> each in index.html. */
export { LOCALES };

/** The markup of the login page for a signed-out visitor in `locale`, as the island's hydrateRoot expects it. */
export function renderLoginPage(locale: Locale): Promise<string> {
  const drawnOnly = () => {
    throw new Error('the drawn login page is not used at build time');
  };
  return Promise.resolve(renderToString(<LoginPage locale={locale} onLocaleChange={drawnOnly} signIn={drawnOnly} />));
}
