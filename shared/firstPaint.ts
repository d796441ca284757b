// `@backoffice/shared/firstPaint`: what the login page's first-paint script needs (is there a
// session, which language, which appearance), without the rest of the package: that script
// runs before any other and is a file of about a kilobyte (host/src/prerender/firstPaint.ts).
export { readStoredToken } from './src/auth/storage';
export { detectInitialLocale } from './src/i18n/locales';
export { readStoredSettings } from './src/settings/storedSettings';
export { applyColorWeak, applyTheme } from './src/settings/appearance';
