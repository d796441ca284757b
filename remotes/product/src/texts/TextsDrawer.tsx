import { useState } from 'react';
import { Alert, Button, Card, Drawer, Input, Space, Spin, Tag } from '@arco-design/web-react';
import { usePermission, useT } from '@backoffice/shared';
import { type BodySchema, FormDrawer, SchemaFields } from '@backoffice/shared/list';
import { localeName } from './missing';
import './texts.css';

/** An entity's texts per content locale, as every `GET …/{id}/texts` answers them. */
export interface Texts {
  defaultLocale: string;
  locales: string[];
  fields: string[];
  texts: Record<string, Partial<Record<string, string>>>;
  missing: Record<string, string[]>;
}

type TextsSave = { locale: string } & Record<string, string | undefined>;

/** One kind's texts calls (a drama's, an episode's, a category's, a label's) and who may edit them. */
export interface TextsCalls {
  useTexts(
    arg: { id: number },
    options: { skip: boolean },
  ): { data?: Texts; isLoading: boolean; isError: boolean; refetch(): unknown };
  useSave(): readonly [(arg: { id: number; body: TextsSave }) => { unwrap(): Promise<unknown> }, unknown];
  /** the PUT body's schema: each field's length, so the form refuses what the api refuses */
  body: BodySchema;
  /** the button permission that may change them */
  permission: string;
}

/**
 * What app users read in each content locale of the entity's project: the default marked,
 * each field's text or, where a locale misses it, the default's text it falls back to; one
 * locale edited and saved at a time.
 */
export function TextsDrawer({
  target,
  calls,
  onClose,
}: {
  target: { id: number; name: string } | null;
  calls: TextsCalls;
  onClose(): void;
}) {
  const t = useT();
  const canEdit = usePermission()([calls.permission]);
  const answer = calls.useTexts({ id: target?.id ?? 0 }, { skip: !target });
  // the locale edited, with its texts as they were when opened: a refetch meanwhile does not reset the form
  const [editing, setEditing] = useState<{ locale: string; values: Partial<Record<string, string>> } | null>(null);
  const texts = answer.data;

  return (
    <Drawer
      width={640}
      title={target ? t('texts.title', { name: target.name }) : ''}
      visible={target !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {answer.isError ? (
        <Alert
          type="error"
          content={t('texts.loadFailed')}
          action={
            <Button size="mini" onClick={() => answer.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : answer.isLoading || !texts ? (
        <Spin block />
      ) : (
        <>
          <p className="texts-intro">{t('texts.intro')}</p>
          {texts.locales.map((locale) => (
            <LocaleTexts
              key={locale}
              texts={texts}
              locale={locale}
              onEdit={canEdit ? () => setEditing({ locale, values: { ...texts.texts[locale] } }) : undefined}
            />
          ))}
          <LocaleForm target={target} texts={texts} editing={editing} calls={calls} onClose={() => setEditing(null)} />
        </>
      )}
    </Drawer>
  );
}

/** One locale's fields: its text, or the default's it falls back to with the "missing" mark. */
function LocaleTexts({ texts, locale, onEdit }: { texts: Texts; locale: string; onEdit?: () => void }) {
  const t = useT();
  const isDefault = locale === texts.defaultLocale;
  const missing = texts.missing[locale] ?? [];
  const mark = isDefault ? (
    <Tag color="arcoblue">{t('texts.default')}</Tag>
  ) : missing.length ? (
    <Tag color="red">{t('texts.missing.count', { count: missing.length })}</Tag>
  ) : (
    <Tag color="green">{t('texts.complete')}</Tag>
  );
  return (
    <Card
      className="texts-locale"
      size="small"
      role="region"
      aria-label={locale}
      title={
        <Space>
          <code>{locale}</code>
          <span lang={locale}>{localeName(locale)}</span>
          {mark}
        </Space>
      }
      extra={
        onEdit && (
          <Button size="mini" type="text" onClick={onEdit}>
            {t('texts.edit', { locale })}
          </Button>
        )
      }
    >
      <dl className="texts-fields">
        {texts.fields.map((field) => {
          const text = texts.texts[locale]?.[field];
          const fallback = texts.texts[texts.defaultLocale]?.[field];
          return (
            <div key={field} className="texts-field">
              <dt>{t(`texts.field.${field}`)}</dt>
              <dd>
                {text ? (
                  <span lang={locale}>{text}</span>
                ) : missing.includes(field) ? (
                  <>
                    <Tag size="small" color="red">
                      {t('texts.missing')}
                    </Tag>
                    <span className="texts-fallback">{t('texts.fallback', { text: fallback ?? '' })}</span>
                  </>
                ) : (
                  <span className="texts-none">{t('texts.empty')}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** One locale's fields in a form: saved alone, the api's refusal beside the field it names. */
function LocaleForm({
  target,
  texts,
  editing,
  calls,
  onClose,
}: {
  target: { id: number; name: string } | null;
  texts: Texts;
  editing: { locale: string; values: Partial<Record<string, string>> } | null;
  calls: TextsCalls;
  onClose(): void;
}) {
  const t = useT();
  const [save] = calls.useSave();
  const locale = editing?.locale ?? null;
  const isDefault = locale === texts.defaultLocale;
  const fields = texts.fields.map((field) => {
    const fallback = texts.texts[texts.defaultLocale]?.[field];
    const long = (calls.body.properties[field]?.maxLength ?? 0) > 100;
    return {
      field,
      label: t(`texts.field.${field}`),
      input: long ? (
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} lang={locale ?? undefined} />
      ) : (
        <Input lang={locale ?? undefined} />
      ),
      extra: !isDefault && fallback ? t('texts.fallback', { text: fallback }) : undefined,
    };
  });
  return (
    <FormDrawer<Record<string, string>>
      title={
        target && locale
          ? t('texts.edit.title', { name: target.name, locale: `${locale} · ${localeName(locale)}` })
          : ''
      }
      visible={locale !== null}
      initialValues={editing?.values}
      onSubmit={(values) => save({ id: target!.id, body: { ...values, locale: locale! } }).unwrap()}
      onClose={onClose}
    >
      <p className="texts-intro">{isDefault ? t('texts.edit.default') : t('texts.edit.other')}</p>
      <SchemaFields schema={calls.body} fields={fields} />
    </FormDrawer>
  );
}
