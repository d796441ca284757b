// `@backoffice/shared/firstPaint`: the two facts the login page's first-paint script needs (is
// there a session, which language), without the rest of the package: that script runs before
// any other and is a file of a few hundred bytes (host/src/prerender/firstPaint.ts).
export { readStoredToken } from './src/auth/storage';
export { detectInitialLocale } from './src/i18n/locales';
