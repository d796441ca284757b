import { createAppStore } from '../store/createAppStore';
import { DEFAULT_SETTINGS, resetSettings, selectSettings, updateSettings } from './settingsSlice';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem('settings') ?? 'null');

it('starts from the default settings', () => {
  expect(selectSettings(createAppStore().getState())).toEqual({
    theme: 'dark',
    themeColor: '#165DFF',
    menuWidth: 224,
    navbar: true,
    menu: true,
    footer: true,
    tabBar: true,
    colorWeak: false,
    menuFromServer: true,
    device: 'desktop',
  });
});

it('remembers a change for the next visit', () => {
  createAppStore().dispatch(updateSettings({ theme: 'light', menuWidth: 260 }));

  expect(stored()).toMatchObject({ theme: 'light', menuWidth: 260, navbar: true });
  expect(selectSettings(createAppStore().getState())).toEqual({ ...DEFAULT_SETTINGS, theme: 'light', menuWidth: 260 });
});

it('takes what is stored over the defaults, key by key, ignoring garbage', () => {
  localStorage.setItem(
    'settings',
    JSON.stringify({ colorWeak: true, menuWidth: 'wide', theme: 'purple', footer: null, unknownKey: 1 }),
  );
  expect(selectSettings(createAppStore().getState())).toEqual({ ...DEFAULT_SETTINGS, colorWeak: true });

  localStorage.setItem('settings', '{not json');
  expect(selectSettings(createAppStore().getState())).toEqual(DEFAULT_SETTINGS);

  localStorage.setItem('settings', '[1,2]');
  expect(selectSettings(createAppStore().getState())).toEqual(DEFAULT_SETTINGS);
});

it('resets to the defaults, and remembers that too', () => {
  const store = createAppStore();
  store.dispatch(updateSettings({ tabBar: false, menuFromServer: false }));
  store.dispatch(resetSettings());

  expect(selectSettings(store.getState())).toEqual(DEFAULT_SETTINGS);
  expect(stored()).toEqual(DEFAULT_SETTINGS);
});
