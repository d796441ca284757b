import { DEFAULT_SETTINGS } from './settingsSlice';

/** The ten shades Arco derives from a primary colour, as "r,g,b" for `rgb(var(--primary-n))`. */
export type Palette = string[];

interface ArcoColor {
  generate(color: string, options: { list: true; dark?: boolean }): string[];
  getRgbStr(color: string): string;
}

export const PRIMARY_VARIABLES = Array.from({ length: 10 }, (_, index) => `--primary-${index + 1}`);
/** Arco draws its links (a count opening its records) in a palette of their own: the theme colour's too. */
const LINK_VARIABLES = PRIMARY_VARIABLES.map((name) => name.replace('primary', 'link'));

/** Arco's own stylesheet already holds the default colour's palette (light and dark). */
export function isDefaultThemeColor(color: string): boolean {
  return color.toLowerCase() === DEFAULT_SETTINGS.themeColor.toLowerCase();
}

/**
 * The palette of `color` as Arco Design Pro computes it (`@arco-design/color`), or null for a
 * colour it cannot read. The library (and its `color` dependency) is a lazy chunk: only someone
 * who chose another colour than the default downloads it.
 */
export async function loadPalette(color: string, dark: boolean): Promise<Palette | null> {
  // @ts-expect-error -- @arco-design/color ships no type declarations; ArcoColor types it
  const { generate, getRgbStr } = (await import('@arco-design/color')) as ArcoColor;
  try {
    return generate(color, { list: true, dark }).map((shade) => getRgbStr(shade));
  } catch {
    return null;
  }
}

export function applyPalette(target: HTMLElement, palette: Palette | null): void {
  [PRIMARY_VARIABLES, LINK_VARIABLES].forEach((names) =>
    names.forEach((name, index) => {
      if (palette) target.style.setProperty(name, palette[index]);
      else target.style.removeProperty(name);
    }),
  );
}
