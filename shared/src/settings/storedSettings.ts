// The appearance and layout settings as this browser stores them: read before anything else
// runs (the login page's first paint, host/src/prerender/firstPaint.ts), so no library here.

export interface Settings {
  theme: 'dark' | 'light';
  themeColor: string;
  menuWidth: number;
  navbar: boolean;
  menu: boolean;
  footer: boolean;
  tabBar: boolean;
  colorWeak: boolean;
  menuFromServer: boolean;
  device: 'desktop' | 'mobile';
}

/** The settings of a first visit, and what a reset returns to. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
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

export const SETTINGS_STORAGE_KEY = 'settings';

/**
 * Stored settings over the defaults, key by key: an unknown key or a value of the wrong
 * type (an older release, a hand edit) is dropped rather than breaking the layout.
 */
export function readStoredSettings(): Settings {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (isValid(key, value)) settings[key] = value;
    }
  }
  return settings as unknown as Settings;
}

const CHOICES: Partial<Record<keyof Settings, readonly unknown[]>> = {
  theme: ['dark', 'light'],
  device: ['desktop', 'mobile'],
};

function isValid(key: keyof Settings, value: unknown): boolean {
  const choices = CHOICES[key];
  if (choices) return choices.includes(value);
  if (typeof value === 'number') return Number.isFinite(value) && typeof DEFAULT_SETTINGS[key] === 'number';
  return typeof value === typeof DEFAULT_SETTINGS[key];
}

export function storeSettings(settings: Settings): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // storage full or disabled: the settings still apply until the page closes
  }
}
