// Renders host UI as the product does: the one store, the shared providers (i18n, Arco)
// and a router at a given location.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore, setLocale } from '@backoffice/shared';
import { registerHostMessages } from '../locale';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderHost(element: ReactElement, { at = '/', path = '*' }: { at?: string; path?: string } = {}) {
  registerHostMessages();
  setLocale('en-US');
  const store = createAppStore();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view };
}
