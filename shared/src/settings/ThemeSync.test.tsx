// ThemeSync applies the appearance settings to the page, whatever changes them.
import { act, render, waitFor } from '@testing-library/react';
import { AppProviders } from '../providers/AppProviders';
import { createAppStore } from '../store/createAppStore';
import { DEFAULT_SETTINGS, resetSettings, updateSettings } from './settingsSlice';

const primary = (shade: number) => document.body.style.getPropertyValue(`--primary-${shade}`);

beforeEach(() => {
  localStorage.clear();
  document.body.removeAttribute('style');
  document.body.removeAttribute('arco-theme');
  document.documentElement.classList.remove('color-weak');
});

function renderWith(settings: object = {}) {
  localStorage.setItem('settings', JSON.stringify({ ...DEFAULT_SETTINGS, ...settings }));
  const store = createAppStore();
  const view = render(<AppProviders store={store}>page</AppProviders>);
  return { store, ...view };
}

it('starts dark with Arco’s own palette (the default settings)', () => {
  renderWith();
  expect(document.body).toHaveAttribute('arco-theme', 'dark');
  expect(primary(6)).toBe('');
  expect(document.documentElement).not.toHaveClass('color-weak');
});

it('follows the theme', () => {
  const { store } = renderWith();
  act(() => store.dispatch(updateSettings({ theme: 'light' })));
  expect(document.body).not.toHaveAttribute('arco-theme');
  act(() => store.dispatch(updateSettings({ theme: 'dark' })));
  expect(document.body).toHaveAttribute('arco-theme', 'dark');
});

it('derives the whole primary palette from the theme colour, on load, with dark shades in dark mode', async () => {
  const { store } = renderWith({ themeColor: '#722ED1', theme: 'light' });
  await waitFor(() => expect(primary(6)).toBe('114,46,209'));
  expect(primary(1)).toBe('245,232,255');
  expect(primary(10)).toBe('22,0,77');

  act(() => store.dispatch(updateSettings({ theme: 'dark' })));
  await waitFor(() => expect(primary(6)).toBe('142,81,218'));
  expect(primary(1)).toBe('22,0,77');

  act(() => store.dispatch(updateSettings({ themeColor: '#00B42A' })));
  await waitFor(() => expect(primary(6)).toBe('39,195,70'));

  // Back to the default: Arco's stylesheet takes over again.
  act(() => store.dispatch(resetSettings()));
  await waitFor(() => expect(primary(6)).toBe(''));
  expect(primary(1)).toBe('');
});

it('keeps the default palette for a colour it cannot read', async () => {
  renderWith({ themeColor: 'not a colour' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(primary(6)).toBe('');
});

it('turns colour-weak mode on and off with a class on <html>', () => {
  const { store } = renderWith({ colorWeak: true });
  expect(document.documentElement).toHaveClass('color-weak');
  act(() => store.dispatch(updateSettings({ colorWeak: false })));
  expect(document.documentElement).not.toHaveClass('color-weak');
});
