// How the theme and colour-weak settings show on the page: by ThemeSync on every change, and
// by the login page's first-paint script before anything else has run. No library here.
import { type Settings } from './storedSettings';

/** The class on <html> that turns colour-weak mode on (see colorWeak.css). */
export const COLOR_WEAK_CLASS = 'color-weak';

/** `arco-theme` on <body>: Arco switches its palette with it. */
export function applyTheme(theme: Settings['theme']): void {
  if (theme === 'dark') document.body.setAttribute('arco-theme', 'dark');
  else document.body.removeAttribute('arco-theme');
}

export function applyColorWeak(colorWeak: boolean): void {
  document.documentElement.classList.toggle(COLOR_WEAK_CLASS, colorWeak);
}
