import { useState } from 'react';
import { Radio, Table, type TableColumnProps, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useEnumLabel, useT } from '@backoffice/shared';
import { WALLET_KIND } from '../../enums';
import { formatDateTime } from '@backoffice/shared/list';
import { useListWalletLedgerQuery, type WalletKind } from './listApi';
import type { GetWalletApiResponse } from './walletApi.generated';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const PAGE_SIZE = 10;

/** One ledger entry as the api presents it. */
export type LedgerEntry = GetWalletApiResponse['ledger'][number];

/**
 * The ledger's columns: one definition for the whole ledger and the wallet's newest entries.
 * Who wrote an entry is said for the app and the system in the reader's language, and so is
 * the system's reason (the write-off of an expired bonus); a staff member's reason is as typed.
 */
export function useLedgerColumns(): TableColumnProps<LedgerEntry>[] {
  const t = useT();
  const label = useEnumLabel();
  const { formatNumber } = useIntl();
  return [
    {
      title: t('wallet.when'),
      dataIndex: 'createTime',
      render: (time: string) => <span style={NO_WRAP}>{formatDateTime(time)}</span>,
    },
    {
      title: t('wallet.kind'),
      dataIndex: 'kind',
      render: (kind: string) => <span style={NO_WRAP}>{label(WALLET_KIND, kind)}</span>,
    },
    {
      title: t('wallet.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number, entry) => `${entry.direction === 'top-up' ? '+' : '−'}${formatNumber(amount)}`,
    },
    {
      title: t('wallet.after'),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (balance: number) => formatNumber(balance),
    },
    {
      title: t('wallet.reason'),
      dataIndex: 'reason',
      render: (reason: string, entry) => (entry.actor === 'system' ? t('wallet.reason.expired') : reason),
    },
    {
      title: t('wallet.by'),
      dataIndex: 'actor',
      render: (actor: LedgerEntry['actor'], entry) => (
        <span style={NO_WRAP}>{actor === 'staff' ? entry.operatorName : t(`wallet.by.${actor}`)}</span>
      ),
    },
  ];
}

/** A user's whole ledger, newest first, a page at a time, of every kind or one. */
export function LedgerTable({ userCode }: { userCode: string }) {
  const t = useT();
  const label = useEnumLabel();
  const columns = useLedgerColumns();
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
        options={[
          { value: '', label: t('userDetail.ledger.allKinds') },
          ...WALLET_KIND.options.map((option) => ({ value: option.value, label: label(WALLET_KIND, option.value) })),
        ]}
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
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: ledger.data?.total ?? 0,
            onChange: setPageNum,
            size: 'small',
            showTotal: (total: number) => t('list.total', { total }),
          }}
          columns={columns}
        />
      )}
    </div>
  );
}
