import { Table, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useEnumLabel, useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { WALLET_KIND } from '../../enums';
import type { Wallet, WalletKind } from './listApi';

/** What refunds left the wallet owing, beside the balances: per kind, from which order, repaid so far. */
export function Debts({ debts }: { debts: Wallet['debts'] }) {
  const t = useT();
  const label = useEnumLabel();
  const { formatNumber } = useIntl();
  if (!debts.length) return null;
  const count = (amount: number) => formatNumber(amount);
  return (
    <section aria-label={t('wallet.debts')} style={{ margin: '16px 0' }}>
      <Typography.Title heading={6}>{t('wallet.debts')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('wallet.debts.hint')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        data={debts}
        columns={[
          { title: t('wallet.kind'), dataIndex: 'kind', render: (kind: WalletKind) => label(WALLET_KIND, kind) },
          { title: t('wallet.debts.order'), dataIndex: 'orderNo', render: (orderNo: string | null) => orderNo ?? '—' },
          { title: t('wallet.debts.owed'), dataIndex: 'amount', align: 'right', render: count },
          { title: t('wallet.debts.repaid'), dataIndex: 'repaid', align: 'right', render: count },
          {
            title: t('wallet.debts.remaining'),
            dataIndex: 'remaining',
            align: 'right',
            render: (remaining: number) => <Typography.Text type="error">{count(remaining)}</Typography.Text>,
          },
          { title: t('wallet.reason'), dataIndex: 'reason' },
          {
            title: t('wallet.debts.since'),
            dataIndex: 'createTime',
            render: (time: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(time)}</span>,
          },
        ]}
      />
    </section>
  );
}
