/** The two interface languages of the product. */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language by its own name, so a person who cannot read the current one finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'zh-CN': '中文' };

/** Where the chosen language is remembered (local storage, under Arco's key). */
export const LOCALE_STORAGE_KEY = 'arco-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The stored choice wins; otherwise Chinese only for a zh-CN browser, English for
 * everyone else. Inputs are parameters so the rule can be checked without a browser.
 */
export function detectInitialLocale(
  stored: string | null | undefined = readStoredLocale(),
  browserLanguage: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Locale {
  if (isLocale(stored)) return stored;
  return browserLanguage?.toLowerCase() === 'zh-cn' ? 'zh-CN' : 'en-US';
}

/** Remembers the chosen language for every page of this browser (the login island's and the app's). */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the choice still applies to this page
  }
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode): fall back to the browser language
  }
}
