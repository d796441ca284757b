import { Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { registerMessages } from '../i18n/registry';
import { AppProviders } from '../providers/AppProviders';
import { type AppStore, createAppStore } from '../store/createAppStore';
import { type RemoteRoutes } from './remoteRoutes';

/**
 * A remote on its own, for local work (`npm run dev -w remotes/<area>`): the shared
 * providers and the remote's pages, without the host's layout, login or menu guard.
 * Calls use the token already in this origin's storage, if any.
 */
export function StandaloneApp({ routes, store: given }: { routes: RemoteRoutes; store?: AppStore }) {
  const [store] = useState(() => {
    registerMessages(routes.messages);
    return given ?? createAppStore();
  });
  const first = routes.pages[0]?.path;
  return (
    <AppProviders store={store}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Suspense fallback={null}>
          <Routes>
            {routes.pages.map(({ path, component: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            {first && <Route path="*" element={<Navigate to={first} replace />} />}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
