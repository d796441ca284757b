import { Alert, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { CREATOR_STATUS, GENDER, VIP, WALLET_KIND } from '../../enums';
import { formatDateTime } from '@backoffice/shared/list';
import { type AppUser, useGetWalletQuery, type WalletKind } from './listApi';
import { Debts } from './Debts';
import { LedgerTable } from './LedgerTable';

/** One app user at a glance: who they are, what their wallet holds and how it got there, and where to look next. */
export function UserDrawer({
  user,
  onClose,
  onWallet,
}: {
  user: AppUser | null;
  onClose(): void;
  onWallet(user: AppUser): void;
}) {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  const navigate = useNavigate();
  const wallet = useGetWalletQuery({ userCode: user?.userCode ?? '' }, { skip: !user });
  const dash = (text: string) => text || '—';

  return (
    <Drawer
      width={820}
      title={user ? t('userDetail.title', { user: user.username }) : ''}
      visible={user !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {user && (
        <Space direction="vertical" size={20} style={{ width: '100%' }}>
          {/* a refund left them owing: said first, with why (the api's words) and since when */}
          {user.riskReason !== null && (
            <Alert
              type="warning"
              title={t('userDetail.risk', { time: user.riskTime ? formatDateTime(user.riskTime) : '—' })}
              content={user.riskReason}
            />
          )}
          <Descriptions
            title={t('userDetail.profile')}
            column={2}
            data={[
              { label: t('userList.userCode'), value: user.userCode },
              { label: t('userList.username'), value: user.username },
              { label: t('userList.email'), value: dash(user.email) },
              { label: t('userList.phone'), value: dash(user.phone) },
              { label: t('userList.gender'), value: label(GENDER, user.gender) },
              { label: t('userList.country'), value: user.country },
              { label: t('userList.vip'), value: label(VIP, user.vip) },
              { label: t('userList.source'), value: dash(user.source) },
              {
                label: t('userList.creatorStatus'),
                value:
                  user.creatorStatus === null ? (
                    '—'
                  ) : (
                    <Tag color={CREATOR_STATUS.colorOf(user.creatorStatus)}>
                      {label(CREATOR_STATUS, user.creatorStatus)}
                    </Tag>
                  ),
              },
              { label: t('userList.registered'), value: formatDateTime(user.createTime) },
            ]}
          />
          <div>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Title heading={6} style={{ margin: 0 }}>
                {t('wallet.balances')}
              </Typography.Title>
              <Space>
                {allowed(['user:list:wallet']) && (
                  <Button size="small" onClick={() => onWallet(user)}>
                    {t('wallet.adjust')}
                  </Button>
                )}
                <Button size="small" onClick={() => navigate(`/user/product/${encodeURIComponent(user.userCode)}`)}>
                  {t('userList.watched')}
                </Button>
              </Space>
            </Space>
            {wallet.isError ? (
              <Typography.Text type="error">{t('userDetail.walletError')}</Typography.Text>
            ) : !wallet.data ? (
              <Spin />
            ) : (
              <>
                <Descriptions
                  column={4}
                  layout="vertical"
                  data={WALLET_KIND.options.map((option) => ({
                    label: label(WALLET_KIND, option.value),
                    value: String(wallet.data.balances[option.value as WalletKind]),
                  }))}
                />
                {/* what refunds left owing, beside the balances */}
                <Debts debts={wallet.data.debts} />
              </>
            )}
          </div>
          <LedgerTable userCode={user.userCode} />
        </Space>
      )}
    </Drawer>
  );
}
