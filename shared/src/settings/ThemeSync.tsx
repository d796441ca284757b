import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectSettings } from './settingsSlice';

/** Arco switches its palette with the `arco-theme` attribute on <body> (spec 9: dark by default). */
export function ThemeSync() {
  const { theme } = useAppSelector(selectSettings);
  useEffect(() => {
    if (theme === 'dark') document.body.setAttribute('arco-theme', 'dark');
    else document.body.removeAttribute('arco-theme');
  }, [theme]);
  return null;
}
