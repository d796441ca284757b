import { Descriptions, Drawer, Empty, Tag, Timeline, Typography } from '@arco-design/web-react';
import { formatMoney, useEnumLabel, useLocale, useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { ORDER_PAYMENT_STATUS } from '../../enums';
import { type TopupOrder, useGetDealTopupRecordQuery } from './topupRecordApi';

/** One order in full, with its history: made, paid, refused callbacks, closed, paid late, refunded (who and why). */
export function OrderDrawer({ order, onClose }: { order: TopupOrder | null; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const [locale] = useLocale();
  const { data } = useGetDealTopupRecordQuery({ id: order?.id ?? 0 }, { skip: !order });
  const shown = data && data.id === order?.id ? data : order;
  const events = data && data.id === order?.id ? data.events : [];
  return (
    <Drawer
      width={640}
      title={order ? t('topupRecord.detail.title', { orderNo: order.orderNo }) : ''}
      visible={order !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {shown && (
        <>
          <Descriptions
            column={1}
            labelStyle={{ width: 120 }}
            data={[
              { label: t('topupRecord.userCode'), value: shown.userCode },
              { label: t('topupRecord.packageName'), value: shown.packageName || '—' },
              { label: t('topupRecord.amount'), value: formatMoney(shown.amountMinor, shown.currency, locale) },
              {
                label: t('topupRecord.coins'),
                value: t('topupRecord.coins.value', { coins: shown.coins, bonus: shown.bonusCoins }),
              },
              ...(shown.vipDays ? [{ label: t('topupRecord.vipDays'), value: shown.vipDays }] : []),
              {
                label: t('topupRecord.status'),
                value: (
                  <>
                    <Tag color={ORDER_PAYMENT_STATUS.colorOf(shown.status)}>
                      {label(ORDER_PAYMENT_STATUS, shown.status)}
                    </Tag>
                    {shown.sandbox && <Tag color="orange">{t('topupRecord.sandbox.yes')}</Tag>}
                  </>
                ),
              },
              { label: t('topupRecord.channel'), value: shown.payChannel || '—' },
              { label: t('topupRecord.country'), value: shown.country },
              { label: t('topupRecord.platform'), value: shown.platform },
              { label: t('topupRecord.created'), value: formatDateTime(shown.createTime) },
              { label: t('topupRecord.paid'), value: shown.payTime ? formatDateTime(shown.payTime) : '—' },
              ...(shown.refundTime
                ? [{ label: t('topupRecord.refunded'), value: formatDateTime(shown.refundTime) }]
                : []),
              { label: t('topupRecord.remark'), value: shown.remark || '—' },
            ]}
          />
          <Typography.Title heading={6}>{t('topupRecord.history')}</Typography.Title>
          {events.length ? (
            <Timeline aria-label={t('topupRecord.history')}>
              {events.map((event) => (
                <Timeline.Item key={event.id} label={formatDateTime(event.createTime)}>
                  <Tag color={ORDER_PAYMENT_STATUS.colorOf(event.status)}>
                    {label(ORDER_PAYMENT_STATUS, event.status)}
                  </Tag>
                  {/* the api's record of what happened, as written then */}
                  <div>{event.detail || event.kind}</div>
                  {event.operatorName && (
                    <Typography.Text type="secondary">
                      {t('topupRecord.history.by', { name: event.operatorName })}
                    </Typography.Text>
                  )}
                </Timeline.Item>
              ))}
            </Timeline>
          ) : (
            <Empty description={t('topupRecord.history.empty')} />
          )}
        </>
      )}
    </Drawer>
  );
}
