import { useState } from 'react';
import { Radio, Table, Typography } from '@arco-design/web-react';
import { useEnumLabel, useT, WALLET_KIND } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { useListWalletLedgerQuery, type WalletKind } from './listApi';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const PAGE_SIZE = 10;

/** A user's whole ledger, newest first, a page at a time, of every kind or one. */
export function LedgerTable({ userCode }: { userCode: string }) {
  const t = useT();
  const label = useEnumLabel();
  const [kind, setKind] = useState<WalletKind | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const ledger = useListWalletLedgerQuery({ userCode, pageNum, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) });

  return (
    <div>
      <Typography.Title heading={6}>{t('userDetail.ledger')}</Typography.Title>
      <Radio.Group
        type="button"
        size="small"
        value={kind}
        onChange={(value: WalletKind | '') => {
          setKind(value);
          setPageNum(1);
        }}
        options={[{ value: '', label: t('userDetail.ledger.allKinds') }, ...WALLET_KIND.options.map((option) => ({ value: option.value, label: label(WALLET_KIND, option.value) }))]}
        style={{ marginBottom: 12 }}
      />
      {ledger.isError ? (
        <Typography.Text type="error">{t('userDetail.ledger.error')}</Typography.Text>
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={ledger.isFetching}
          noDataElement={t('wallet.ledger.empty')}
          data={ledger.data?.list ?? []}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: ledger.data?.total ?? 0, onChange: setPageNum, size: 'small', showTotal: true }}
          columns={[
            { title: t('wallet.when'), dataIndex: 'createTime', render: (time: string) => <span style={NO_WRAP}>{formatDateTime(time)}</span> },
            { title: t('wallet.kind'), dataIndex: 'kind', render: (entryKind: string) => <span style={NO_WRAP}>{label(WALLET_KIND, entryKind)}</span> },
            { title: t('wallet.amount'), dataIndex: 'amount', align: 'right', render: (amount: number, entry) => `${entry.direction === 'top-up' ? '+' : '−'}${amount}` },
            { title: t('wallet.after'), dataIndex: 'balanceAfter', align: 'right' },
            { title: t('wallet.reason'), dataIndex: 'reason' },
            { title: t('wallet.by'), dataIndex: 'operatorName', render: (name: string) => <span style={NO_WRAP}>{name || t('userDetail.ledger.byApp')}</span> },
          ]}
        />
      )}
    </div>
  );
}
