import { useState } from 'react';
import { Alert, Button, Drawer, Input, Space, Spin, Tag } from '@arco-design/web-react';
import { isApiError, usePermission, useT } from '@backoffice/shared';
import {
  useEditActivityMedalconfigTextsMutation,
  useGetActivityMedalconfigTextsQuery,
} from './medalconfigApi.generated';
import type { Badge } from '.';

/**
 * A badge's name in each content locale of its project: the default's is the badge's own name,
 * a locale without one shows the default's (what app users there read) marked missing; each
 * locale saved alone.
 */
export function NamesDrawer({ badge, onClose }: { badge: Badge; onClose(): void }) {
  const t = useT();
  const canEdit = usePermission()(['activity:medalconfig:edit']);
  const answer = useGetActivityMedalconfigTextsQuery({ id: badge.id });
  const [save, saving] = useEditActivityMedalconfigTextsMutation();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const texts = answer.data;
  const submit = async (locale: string) => {
    setRefusal(null);
    try {
      await save({ id: badge.id, body: { locale, name: typed[locale] ?? '' } }).unwrap();
      setTyped(({ [locale]: _saved, ...rest }) => rest);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal(error.message);
    }
  };
  return (
    <Drawer
      visible
      width={560}
      title={t('medalconfig.names.title', { name: badge.name })}
      onCancel={onClose}
      footer={null}
    >
      {answer.isLoading && <Spin />}
      {answer.isError && <Alert type="error" content={t('medalconfig.names.error')} />}
      {refusal && <Alert type="error" content={refusal} style={{ marginBottom: 12 }} />}
      {texts && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {texts.locales.map((locale) => {
            const own = texts.texts[locale]?.name ?? '';
            const missing = texts.missing[locale]?.includes('name');
            const value = typed[locale] ?? own;
            return (
              <div key={locale}>
                <Space style={{ marginBottom: 4 }}>
                  <strong>{locale}</strong>
                  {locale === texts.defaultLocale && <Tag color="arcoblue">{t('medalconfig.names.default')}</Tag>}
                  {missing && <Tag color="orange">{t('medalconfig.names.missing')}</Tag>}
                </Space>
                <Space style={{ width: '100%' }}>
                  <Input
                    aria-label={t('medalconfig.names.in', { locale })}
                    maxLength={64}
                    style={{ width: 380 }}
                    disabled={!canEdit}
                    placeholder={missing ? (texts.texts[texts.defaultLocale]?.name ?? '') : ''}
                    value={value}
                    onChange={(next) => setTyped((before) => ({ ...before, [locale]: next }))}
                  />
                  {canEdit && (
                    <Button
                      loading={saving.isLoading && saving.originalArgs?.body.locale === locale}
                      disabled={typed[locale] === undefined || (locale === texts.defaultLocale && !value.trim())}
                      onClick={() => void submit(locale)}
                    >
                      {t('medalconfig.names.save')}
                    </Button>
                  )}
                </Space>
              </div>
            );
          })}
        </Space>
      )}
    </Drawer>
  );
}
