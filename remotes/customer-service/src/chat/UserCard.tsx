// The right column: who the agent is talking to — profile, VIP, wallet balances, the last
// orders (amounts in their currency, from integer minor units) and the way to their screens.
import { Link } from 'react-router-dom';
import { Descriptions, Empty, Tag } from '@arco-design/web-react';
import { formatMoney, registerMessages, useEnumLabel, useLocale, useT } from '@backoffice/shared';
import { enumLabels, ORDER_PAYMENT_STATUS, WALLET_KIND } from '@backoffice/shared/enums';
import { type UserCard as Card } from './chatApi';
import { formatMessageTime } from './chatTime';
import { UserAvatar } from './Queue';

registerMessages(enumLabels([ORDER_PAYMENT_STATUS, WALLET_KIND]));

/** The wallet's kinds as the users area shows them, in its order; any other the api adds comes after, by its name. */
const WALLET_ORDER = WALLET_KIND.options.map((option) => String(option.value));

export function UserCard({ card }: { card: Card }) {
  const t = useT();
  const [locale] = useLocale();
  const label = useEnumLabel();
  const { user, wallet, orders } = card;
  const code = encodeURIComponent(user.userCode);
  const balances = [
    ...WALLET_ORDER.filter((kind) => kind in wallet),
    ...Object.keys(wallet).filter((kind) => !WALLET_ORDER.includes(kind)),
  ];
  return (
    <aside className="chat-card" aria-label={t('chat.card')}>
      <div className="chat-card-head">
        <UserAvatar avatar={user.avatar} name={user.username || user.userCode} size={48} />
        <div>
          <div className="chat-card-name">
            {user.username || user.userCode}{' '}
            {user.vip > 0 ? (
              <Tag size="small" color="gold">
                {t('chat.vip', { level: user.vip })}
              </Tag>
            ) : (
              <Tag size="small">{t('chat.card.notVip')}</Tag>
            )}
          </div>
          <div className="chat-row-code">{user.userCode}</div>
        </div>
      </div>
      <div className="chat-card-links">
        <Link to={`/user/list?userCode=${code}`}>{t('chat.card.openUser')}</Link>
        <Link to={`/user/product/${code}`}>{t('chat.card.history')}</Link>
      </div>
      <Descriptions
        column={1}
        size="small"
        colon=":"
        data={[
          { label: t('chat.card.country'), value: user.country || '—' },
          { label: t('chat.card.joined'), value: formatMessageTime(user.createTime, locale, 0) },
        ]}
      />
      <h4 className="chat-card-title">{t('chat.card.wallet')}</h4>
      <Descriptions
        column={2}
        size="small"
        colon=":"
        data={balances.map((kind) => ({
          label: WALLET_ORDER.includes(kind) ? label(WALLET_KIND, kind) : kind,
          value: new Intl.NumberFormat(locale).format(wallet[kind] ?? 0),
        }))}
      />
      <h4 className="chat-card-title">{t('chat.card.orders')}</h4>
      {orders.length === 0 ? (
        <Empty description={t('chat.card.noOrders')} />
      ) : (
        <ul className="chat-orders">
          {orders.map((order) => (
            <li key={order.orderNo}>
              <div className="chat-order-line">
                <span className="chat-order-amount">{formatMoney(order.amountMinor, order.currency, locale)}</span>
                <Tag size="small" color={order.status === 1 ? 'green' : order.status === 4 ? 'orange' : undefined}>
                  {label(ORDER_PAYMENT_STATUS, order.status)}
                </Tag>
              </div>
              <div className="chat-order-meta">
                <span className="chat-row-code">{order.orderNo}</span>
                <time dateTime={order.createTime}>{formatMessageTime(order.createTime, locale, 0)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
