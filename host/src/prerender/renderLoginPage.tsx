// Runs at build time, in Node (scripts/webpack/prerender-plugin.js): the login page drawn by
// the same components the browser runs, one document per language. index.html carries them,
// firstPaint.ts puts the visitor's into #root before the first paint, and bootstrap.tsx
// hydrates it: the form is on screen while the scripts are still on their way.
import { PassThrough } from 'node:stream';
// The Node build by name: a test runs this in a browser-like environment, whose react-dom/server is the browser's.
import { renderToPipeableStream } from 'react-dom/server.node';
import { StaticRouter } from 'react-router-dom/server';
import { AppProviders, createAppStore, type Locale, LOCALES, setLocale } from '@backoffice/shared';
import { AppRoutes } from '../app/App';
import { registerHostMessages } from '../locale';

registerHostMessages();

/** The languages drawn: one <template> each in index.html. */
export { LOCALES };

/** The markup of /login for a signed-out visitor in `locale`, as hydrateRoot expects it. */
export function renderLoginPage(locale: Locale): Promise<string> {
  setLocale(locale);
  // App's tree with a static router at /login; the stream waits for the lazy login page.
  const page = (
    <AppProviders store={createAppStore()}>
      <StaticRouter location="/login">
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(page, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
