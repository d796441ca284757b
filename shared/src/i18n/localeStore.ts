import { useCallback, useSyncExternalStore } from 'react';
import { detectInitialLocale, type Locale, storeLocale } from './locales';

// The current language lives at module level (this package is a federation singleton), so
// the host's switch and every remote's provider, as well as non-React code such as the
// base query's toasts, read the same value.
let current: Locale | undefined;
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  current ??= detectInitialLocale();
  return current;
}

export function setLocale(locale: Locale): void {
  storeLocale(locale);
  if (locale === getLocale()) return;
  current = locale;
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `[locale, setLocale]`; setLocale remembers the choice under `arco-locale`. */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return [locale, useCallback((next: Locale) => setLocale(next), [])];
}
