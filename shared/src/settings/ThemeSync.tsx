import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';
import { applyColorWeak, applyTheme } from './appearance';
import { applyPalette, isDefaultThemeColor, loadPalette } from './palette';
import { selectSettings } from './settingsSlice';
import './colorWeak.css';
import './contrast.css';

export { COLOR_WEAK_CLASS } from './appearance';

/**
 * Applies the appearance settings to the page, on every load and in standalone remotes too:
 * - `arco-theme` on <body>: Arco switches its palette with it (dark by default);
 * - the theme colour: Arco's primary palette `--primary-1`..`--primary-10` on <body>, and its
 *   links' `--link-1`..`--link-10`, derived as Arco Design Pro does (light and dark shades differ);
 * - colour-weak mode: a class on <html>.
 */
export function ThemeSync() {
  const { theme, themeColor, colorWeak } = useAppSelector(selectSettings);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (isDefaultThemeColor(themeColor)) {
      applyPalette(document.body, null); // Arco's stylesheet has it
      return;
    }
    let current = true;
    loadPalette(themeColor, theme === 'dark').then(
      (palette) => current && applyPalette(document.body, palette),
      () => undefined, // the chunk could not be loaded: the default colour stays
    );
    return () => {
      current = false;
    };
  }, [theme, themeColor]);

  useEffect(() => applyColorWeak(colorWeak), [colorWeak]);

  return null;
}
