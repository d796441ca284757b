import { type Locale } from '../i18n/locales';

export type EnumValue = number | string;

export interface EnumOption<V extends EnumValue = EnumValue> {
  value: V;
  /** i18n message id of the label, registered in both languages by this package */
  labelId: string;
}

export interface ProductEnum<V extends EnumValue = EnumValue> {
  name: string;
  options: readonly EnumOption<V>[];
  /** undefined for a value the enum does not define (show the raw value then) */
  labelIdOf(value: unknown): string | undefined;
  /** the colour its tag is drawn in (an Arco tag colour), when the enum gives one */
  colorOf(value: unknown): string | undefined;
  /** the labels, keyed by labelId, for each language */
  messages: Record<Locale, Record<string, string>>;
}

/**
 * One row per value: [value, English label, Chinese label, tag colour?]. Writing both
 * languages on the same row is what keeps the two message tables from drifting apart.
 */
export function defineEnum<V extends EnumValue>(
  name: string,
  rows: ReadonlyArray<readonly [value: V, en: string, zh: string, color?: string]>,
): ProductEnum<V> {
  const labelId = (value: V) => `shared.enum.${name}.${value}`;
  const options = rows.map(([value]) => ({ value, labelId: labelId(value) }));
  const byValue = new Map<unknown, string>(options.map((option) => [option.value, option.labelId]));
  return {
    name,
    options,
    labelIdOf: (value) => byValue.get(value),
    colorOf: (value) => rows.find(([candidate]) => candidate === value)?.[3],
    messages: {
      'en-US': Object.fromEntries(rows.map(([value, en]) => [labelId(value), en])),
      'zh-CN': Object.fromEntries(rows.map(([value, , zh]) => [labelId(value), zh])),
    },
  };
}

/** The labels of several enums as one bundle, for `registerMessages` by the app that shows them. */
export function enumLabels(enums: readonly ProductEnum[]): Record<Locale, Record<string, string>> {
  return {
    'en-US': Object.assign({}, ...enums.map((productEnum) => productEnum.messages['en-US'])),
    'zh-CN': Object.assign({}, ...enums.map((productEnum) => productEnum.messages['zh-CN'])),
  };
}
