import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SessionRenewal } from '../auth/SessionRenewal';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeSync } from '../settings/ThemeSync';
import { type AppStore } from '../store/createAppStore';

/**
 * Everything a screen needs around it: the store, messages, Arco's locale and theme, and the
 * sign-in over the page when the session ends (SessionRenewal). The host
 * wraps the layout in it once; a remote wraps itself in it only when running standalone.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeSync />
      <I18nProvider>
        {children}
        <SessionRenewal />
      </I18nProvider>
    </Provider>
  );
}
