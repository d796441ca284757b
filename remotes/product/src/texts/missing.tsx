import { lazy } from 'react';
import { Space, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import type { RowAction } from '@backoffice/shared/list';
import './texts.css';

// What a list row shows of its translations, without the drawer (loaded when opened).

/** The translations drawer, a chunk of its own loaded when first opened. */
export const TextsDrawer = lazy(() =>
  import(/* webpackChunkName: "product-texts" */ './TextsDrawer').then((module) => ({ default: module.TextsDrawer })),
);

/** A content locale in its own language (español, ไทย), whatever the staff reads: tags are the app users'. */
export function localeName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * A row's action opening its translations. What is missing is the row's column of locales: the
 * action counts nothing (the drawer counts a locale's missing fields, another number).
 */
export const textsAction = (t: ReturnType<typeof useT>, run: () => void): RowAction => ({
  key: 'texts',
  label: t('texts.action'),
  run,
});

/** The locales a row misses a translation in (its list's `missingLocales`), or that it misses none. */
export function MissingLocales({ locales }: { locales?: string[] }) {
  const t = useT();
  if (!locales?.length) return <span className="texts-none">{t('texts.missing.none')}</span>;
  return (
    <Space size={4} wrap>
      {locales.map((locale) => (
        <Tag key={locale} size="small" color="red" title={localeName(locale)}>
          {locale}
        </Tag>
      ))}
    </Space>
  );
}

/** The field spec's column of the locales a row misses a translation in (the screen's state, not an export's column). */
export const missingLocalesField = {
  label: 'texts.missing.column',
  column: { render: (locales?: string[]) => <MissingLocales locales={locales} />, export: false as const },
};
