// `@backoffice/shared/firstPaint`: what runs before the app on the login page (is there a session,
// which language, which appearance), without the rest of the package: the first-paint script
// (host/src/prerender/firstPaint.ts) is a file of about a kilobyte, and the login island
// (host/src/pages/login/island.tsx) is React and the form alone.
export { API_BASE_URL } from './src/api/basePath';
export { readStoredToken, storeToken } from './src/auth/storage';
export { detectInitialLocale, type Locale, LOCALE_NAMES, LOCALES, storeLocale } from './src/i18n/locales';
export { readStoredSettings } from './src/settings/storedSettings';
export { applyColorWeak, applyTheme } from './src/settings/appearance';
