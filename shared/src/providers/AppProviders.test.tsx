import { act, render } from '@testing-library/react';
import { updateSettings } from '../settings/settingsSlice';
import { createAppStore } from '../store/createAppStore';
import { AppProviders } from './AppProviders';

beforeEach(() => localStorage.clear());

it('paints Arco dark by default and follows the theme setting', () => {
  const store = createAppStore();
  render(<AppProviders store={store}>page</AppProviders>);
  expect(document.body).toHaveAttribute('arco-theme', 'dark');
  act(() => {
    store.dispatch(updateSettings({ theme: 'light' }));
  });
  expect(document.body).not.toHaveAttribute('arco-theme');
});
