// The list's dialogs: an activity previewed as an app user of a locale reads it, and the economy
// check a save answers (a warning when the free rewards a day walk around the paywall).
import { useState } from 'react';
import { Alert, Modal, Select, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { ACTIVITY_TYPE } from '../../enums';
import { type Activity, type Economy, type ProjectInfo, useGetActivityListPreviewQuery } from './listApi';

export function PreviewModal({
  row,
  project,
  onClose,
}: {
  row: Activity | null;
  project?: ProjectInfo;
  onClose(): void;
}) {
  const t = useT();
  const [locale, setLocale] = useState<string | undefined>(undefined);
  const asked = locale ?? project?.defaultLocale;
  const preview = useGetActivityListPreviewQuery({ id: row?.id ?? 0, locale: asked }, { skip: !row });
  return (
    <Modal
      visible={!!row}
      title={t('list.preview.title', { name: row?.title ?? '' })}
      onCancel={() => {
        setLocale(undefined);
        onClose();
      }}
      footer={null}
      unmountOnExit
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('list.preview.locale')}
          value={asked}
          onChange={setLocale}
          options={(project?.locales ?? []).map((tag) => ({ value: tag, label: tag }))}
        />
        {preview.isFetching || !preview.data ? (
          preview.isError ? (
            <Alert type="error" content={t('list.preview.error')} />
          ) : (
            <Spin />
          )
        ) : (
          <>
            {preview.data.fallback.length > 0 && (
              <Alert
                type="warning"
                content={t('list.preview.fallback', {
                  fields: preview.data.fallback.map((field) => t(`list.${field}`)).join(', '),
                  locale: preview.data.defaultLocale,
                })}
              />
            )}
            <Typography.Title heading={5}>{preview.data.title}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{preview.data.rules}</Typography.Paragraph>
            {preview.data.missingLocales.length > 0 && (
              <span>{t('list.texts.missingIn', { locales: preview.data.missingLocales.join(', ') })}</span>
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}

/** What the economy check found, as a warning or a note. */
export function EconomyAlert({ economy }: { economy: Economy }) {
  const t = useT();
  const label = useEnumLabel();
  return (
    <Alert
      type={economy.warning ? 'warning' : 'success'}
      title={economy.warning ? t('list.economy.warning') : t('list.economy.ok')}
      content={
        <Space direction="vertical" size={4}>
          <span>
            {t('list.economy.perDay', {
              tickets: economy.perDay.ticket,
              points: economy.perDay.point,
              vipDays: economy.perDay.vipDay,
            })}
          </span>
          <span>
            {economy.episodePrice === null
              ? t('list.economy.noPrice')
              : t('list.economy.episodes', {
                  episodes: economy.episodesPerDay,
                  price: economy.episodePrice,
                  limit: economy.limit,
                })}
          </span>
          {economy.contributors.length > 0 && (
            <Space size={4} wrap>
              {t('list.economy.from')}
              {economy.contributors.map((contributor) => (
                <Tag key={`${contributor.type}-${contributor.activityId}`}>
                  {contributor.title} · {label(ACTIVITY_TYPE, contributor.type)} · {contributor.perDay}{' '}
                  {t(`list.economy.kind.${contributor.kind}`)}
                </Tag>
              ))}
            </Space>
          )}
        </Space>
      }
    />
  );
}

export function EconomyModal({ economy, onClose }: { economy: Economy | null; onClose(): void }) {
  const t = useT();
  return (
    <Modal
      visible={!!economy}
      title={t('list.economy.title')}
      onOk={onClose}
      onCancel={onClose}
      hideCancel
      unmountOnExit
    >
      {economy && <EconomyAlert economy={economy} />}
    </Modal>
  );
}
