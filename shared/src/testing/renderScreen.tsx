// Test support: renders a screen as the product does — the one store, the shared providers
// and a router — for a signed-in user holding the given button permissions.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loggedIn, serverMenuLoaded, userInfoLoaded } from '../auth/authSlice';
import { type UserInfo } from '../auth/types';
import { setLocale } from '../i18n/localeStore';
import { AppProviders } from '../providers/AppProviders';
import { createAppStore } from '../store/createAppStore';
import { menuItem, userInfo } from './fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderScreenOptions {
  /** the URL the screen starts at */
  at?: string;
  /** the route pattern the element is mounted at */
  path?: string;
  /** the button permissions (F perms) the server menu grants */
  permissions?: string[];
  user?: Partial<UserInfo>;
}

export function renderScreen(
  element: ReactElement,
  { at = '/', path = '*', permissions = [], user }: RenderScreenOptions = {},
) {
  setLocale('en-US');
  const store = createAppStore();
  store.dispatch(loggedIn('test-token'));
  store.dispatch(userInfoLoaded(userInfo(user)));
  store.dispatch(
    serverMenuLoaded(permissions.map((perms, index) => menuItem({ id: 9000 + index, menuType: 'F', perms }))),
  );
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[at]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view, location: () => view.getByTestId('location').textContent ?? '' };
}
