// The login island: index.html's script for a signed-out visit (started by src/prerender/firstPaint.ts),
// built on its own without module federation (scripts/webpack/prerender-plugin.js): React and the
// login page alone, so the drawn form works as soon as this small file has run. Once it works, the
// host's scripts start (startApp) and load while the visitor types, running on the island's React;
// the host, seeing the island, waits at a door (handoff.ts) and, on sign-in, takes #root over.
import * as React from 'react';
import { useEffect, useState } from 'react';
import * as ReactDOM from 'react-dom';
// the packages' versions, as the share scope knows them (ReactDOM.version is its build's: 18.3.1-next-…)
import { version as reactDomVersion } from 'react-dom/package.json';
import { version as reactVersion } from 'react/package.json';
import { hydrateRoot } from 'react-dom/client';
import { detectInitialLocale, type Locale, storeLocale, storeToken } from '@backoffice/shared/firstPaint';
import { targetAfterLogin } from '../../router/loginRedirect';
import { startApp } from '../../prerender/startApp';
import type { HostDoor } from './handoff';
import { LoginPage } from './LoginPage';
import { postLogin, SignInRefused } from './postLogin';
import type { Credentials } from './LoginForm';

let hostDoor: Promise<HostDoor> | undefined;

/** The host's door, its scripts started on the first call; rejected when they cannot be loaded. */
function openHost(): Promise<HostDoor> {
  hostDoor ??= new Promise((hostReady, cannotLoad) => {
    window.backofficeLoginIsland = {
      hostReady,
      shares: {
        react: { version: reactVersion, module: React },
        'react-dom': { version: reactDomVersion, module: ReactDOM },
      },
    };
    // the app's own copies of these are not fetched (federation/islandShares.ts)
    startApp({ except: Object.keys(window.backofficeLoginIsland.shares), onError: cannotLoad });
  });
  hostDoor.catch(() => undefined); // a sign-in reads the failure; none before it is an error of its own
  return hostDoor;
}

function LoginIsland() {
  const [locale, setShownLocale] = useState<Locale>(detectInitialLocale);
  // once the form works (after the frame that hydrated it), the app loads while the visitor types
  useEffect(() => {
    const frame = requestAnimationFrame(() => void openHost());
    return () => cancelAnimationFrame(frame);
  }, []);

  const changeLocale = (next: Locale) => {
    storeLocale(next); // for the app, which reads it when it starts
    document.documentElement.lang = next;
    setShownLocale(next);
  };

  const signIn = async (credentials: Credentials) => {
    const host = openHost();
    const answer = await postLogin(credentials).catch(async (refusal: unknown) => {
      const door = await host.catch(() => null);
      const refusedWith = refusal instanceof SignInRefused ? refusal.answer : null;
      throw new Error(door?.wordRefusal(refusedWith, locale) ?? ''); // '': the form's own words
    });
    const target = targetAfterLogin(window.location.search);
    const door = await host.catch(() => null);
    if (!door) {
      // the app's scripts did not come (a network hiccup): signed in all the same, the page loads it anew
      storeToken(answer.token);
      window.location.assign(target);
      return;
    }
    root.unmount();
    door.takeOver(answer, target, locale);
  };

  return <LoginPage locale={locale} onLocaleChange={changeLocale} signIn={signIn} />;
}

const root = hydrateRoot(document.getElementById('root')!, <LoginIsland />);
