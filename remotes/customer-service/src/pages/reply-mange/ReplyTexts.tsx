// A reply's text in each content locale of its project: app users write in their own language
// and the agent's reply reaches them in it (the default locale's text where theirs has none).
// (The content area's translations drawer, for the one field a reply has.)
import { useState } from 'react';
import { Alert, Button, Card, Drawer, Input, Space, Spin, Tag } from '@arco-design/web-react';
import { usePermission, useT } from '@backoffice/shared';
import { FormDrawer, SchemaFields } from '@backoffice/shared/list';
import { replyTextBody, type FrequentReply, useReplyTextsQuery, useSaveReplyTextMutation } from './replyMangeApi';
import { useVariablesRule, VariablesHint } from './variables';

/** A content locale in its own language (español, ไทย), whatever the staff reads: tags are the app users'. */
export function localeName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The locales a row lacks a text in (its list's `missingLocales`), or that it lacks none. */
export function MissingLocales({ locales }: { locales?: string[] }) {
  const t = useT();
  if (!locales?.length) return <span className="reply-texts-none">{t('replyMange.missing.none')}</span>;
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

/** The default locale's text a locale without one shows: the words ours, the text the reply's (in its own language). */
function Fallback({ text, locale }: { text?: string; locale: string }) {
  const t = useT();
  if (!text) return null;
  return (
    <p className="reply-texts-none">
      <span>{t('replyMange.texts.fallback')}</span> <span lang={locale}>{text}</span>
    </p>
  );
}

/** Every locale's text of `reply` (the default marked, a missing one showing the default's), one edited at a time. */
export function ReplyTextsDrawer({ reply, onClose }: { reply: FrequentReply | null; onClose(): void }) {
  const t = useT();
  const canEdit = usePermission()(['customer-service:reply-mange:edit']);
  const answer = useReplyTextsQuery({ id: reply?.id ?? 0 }, { skip: !reply });
  const [save] = useSaveReplyTextMutation();
  // the locale edited with its text as it was when opened: a refetch meanwhile does not reset the form
  const [editing, setEditing] = useState<{ locale: string; content?: string } | null>(null);
  const variablesRule = useVariablesRule(t('replyMange.content'));
  const texts = answer.data;
  const fallback = texts?.texts[texts.defaultLocale]?.content;
  const isDefault = editing?.locale === texts?.defaultLocale;

  return (
    <Drawer
      width={640}
      title={reply ? t('replyMange.texts.title', { name: reply.title }) : ''}
      visible={reply !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {answer.isError ? (
        <Alert
          type="error"
          content={t('replyMange.texts.loadFailed')}
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
          <p className="reply-texts-intro">{t('replyMange.texts.intro')}</p>
          {texts.locales.map((locale) => {
            const text = texts.texts[locale]?.content;
            const missing = texts.missing[locale]?.length > 0;
            return (
              <Card
                key={locale}
                className="reply-texts-locale"
                size="small"
                role="region"
                aria-label={locale}
                title={
                  <Space>
                    <code>{locale}</code>
                    <span lang={locale}>{localeName(locale)}</span>
                    {locale === texts.defaultLocale ? (
                      <Tag color="arcoblue">{t('replyMange.texts.default')}</Tag>
                    ) : missing ? (
                      <Tag color="red">{t('replyMange.texts.missing')}</Tag>
                    ) : (
                      <Tag color="green">{t('replyMange.texts.complete')}</Tag>
                    )}
                  </Space>
                }
                extra={
                  canEdit && (
                    <Button size="mini" type="text" onClick={() => setEditing({ locale, content: text })}>
                      {t('replyMange.texts.edit', { locale })}
                    </Button>
                  )
                }
              >
                {text ? (
                  <p className="reply-texts-text" lang={locale}>
                    {text}
                  </p>
                ) : (
                  <Fallback text={fallback} locale={texts.defaultLocale} />
                )}
              </Card>
            );
          })}
          <FormDrawer<{ content?: string }>
            title={
              reply && editing
                ? t('replyMange.texts.edit.title', {
                    name: reply.title,
                    locale: `${editing.locale} · ${localeName(editing.locale)}`,
                  })
                : ''
            }
            visible={editing !== null}
            initialValues={{ content: editing?.content }}
            onSubmit={(values) => save({ id: reply!.id, body: { ...values, locale: editing!.locale } }).unwrap()}
            onClose={() => setEditing(null)}
          >
            <p className="reply-texts-intro">
              {isDefault ? t('replyMange.texts.edit.default') : t('replyMange.texts.edit.other')}
            </p>
            <SchemaFields
              schema={replyTextBody}
              fields={[
                {
                  field: 'content',
                  label: t('replyMange.content'),
                  input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} lang={editing?.locale} />,
                  // the default locale's text is the reply's own: never blank
                  required: isDefault,
                  rules: [variablesRule],
                  extra: (
                    <>
                      <VariablesHint />
                      {!isDefault && <Fallback text={fallback} locale={texts.defaultLocale} />}
                    </>
                  ),
                },
              ]}
            />
          </FormDrawer>
        </>
      )}
    </Drawer>
  );
}
