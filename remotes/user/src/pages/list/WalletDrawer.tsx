import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Message, Radio, Space, Table, Tag, Typography } from '@arco-design/web-react';
import { useEnumLabel, usePermission, useT, WALLET_KIND } from '@backoffice/shared';
import { formatDateTime, type FormField, SchemaFields, showFieldErrors, useConfirm } from '@backoffice/shared/list';
import { adjustWalletBody, type AppUser, useAdjustWalletMutation, useGetWalletQuery, type Wallet, type WalletKind } from './listApi';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type Adjustment = { kind: WalletKind; direction: 'top-up' | 'deduction'; amount: number; reason: string };

/** A user's wallet: balances by kind, a top-up or deduction confirmed with the balance before and after, the newest entries. */
export function WalletDrawer({ user, onClose }: { user: AppUser | null; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  const confirm = useConfirm();
  const [form] = Form.useForm<Adjustment>();
  const wallet = useGetWalletQuery({ userCode: user?.userCode ?? '' }, { skip: !user });
  const [adjust] = useAdjustWalletMutation();
  // one key per confirmed change: a retried request is applied once
  const [key, setKey] = useState<string | null>(null);

  const fields: FormField[] = [
    { field: 'kind', label: t('wallet.kind'), enum: WALLET_KIND },
    {
      field: 'direction',
      label: t('wallet.direction'),
      input: <Radio.Group type="button" options={(['top-up', 'deduction'] as const).map((direction) => ({ value: direction, label: t(`wallet.direction.${direction}`) }))} />,
    },
    { field: 'amount', label: t('wallet.amount') },
    { field: 'reason', label: t('wallet.reason'), extra: t('wallet.reason.hint') },
  ];

  const review = async () => {
    const values = await form.validate().catch(() => null);
    if (!values || !user || !wallet.data) return;
    const before = wallet.data.balances[values.kind];
    const after = values.direction === 'top-up' ? before + values.amount : before - values.amount;
    const idempotencyKey = key ?? crypto.randomUUID();
    setKey(idempotencyKey);
    confirm({
      title: t('wallet.confirm.title', { direction: t(`wallet.direction.${values.direction}`), amount: values.amount, kind: label(WALLET_KIND, values.kind), user: user.username }),
      content: t('wallet.confirm.content', { before, after }),
      danger: values.direction === 'deduction',
      onOk: async () => {
        try {
          const answer = await adjust({ body: { userCode: user.userCode, ...values, idempotencyKey } }).unwrap();
          setKey(null);
          form.resetFields();
          if (answer.outcome === 'applied') Message.success(t('wallet.applied', { balance: answer.balances[values.kind] }));
          else Message.info(t('wallet.pendingReview'));
        } catch (error) {
          showFieldErrors(form, error, t, (field) => fields.find((declared) => declared.field === field)?.label ?? null);
          throw error;
        }
      },
    });
  };

  const balances: Wallet['balances'] | undefined = wallet.data?.balances;
  return (
    <Drawer width={760} title={user ? t('wallet.title', { user: user.username }) : ''} visible={user !== null} onCancel={onClose} footer={null} unmountOnExit>
      <Descriptions
        title={t('wallet.balances')}
        column={2}
        data={WALLET_KIND.options.map((option) => ({ label: label(WALLET_KIND, option.value), value: balances ? String(balances[option.value as WalletKind]) : '…' }))}
      />
      {allowed(['user:list:wallet']) && (
        <Form form={form} layout="vertical" initialValues={{ kind: 'coin', direction: 'top-up' }} style={{ margin: '16px 0' }} aria-label={t('wallet.adjust')}>
          <Typography.Title heading={6}>{t('wallet.adjust')}</Typography.Title>
          <SchemaFields schema={adjustWalletBody} fields={fields} />
          <Button type="primary" loading={!wallet.data} onClick={() => void review()}>{t('wallet.submit')}</Button>
        </Form>
      )}
      {wallet.data?.pending.length ? (
        <Space direction="vertical" style={{ marginBottom: 16 }}>
          <Typography.Title heading={6}>{t('wallet.pending')}</Typography.Title>
          {wallet.data.pending.map((application) => (
            <Tag key={application.id} color="orange">{`${application.amount} ${label(WALLET_KIND, application.kind)} · ${application.reason}`}</Tag>
          ))}
        </Space>
      ) : null}
      <Typography.Title heading={6}>{t('wallet.ledger')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={wallet.isFetching}
        noDataElement={t('wallet.ledger.empty')}
        data={wallet.data?.ledger ?? []}
        columns={[
          { title: t('wallet.when'), dataIndex: 'createTime', render: (time: string) => <span style={NO_WRAP}>{formatDateTime(time)}</span> },
          { title: t('wallet.kind'), dataIndex: 'kind', render: (kind: string) => <span style={NO_WRAP}>{label(WALLET_KIND, kind)}</span> },
          { title: t('wallet.amount'), dataIndex: 'amount', render: (amount: number, entry) => `${entry.direction === 'top-up' ? '+' : '−'}${amount}` },
          { title: t('wallet.after'), dataIndex: 'balanceAfter' },
          { title: t('wallet.reason'), dataIndex: 'reason' },
          { title: t('wallet.by'), dataIndex: 'operatorName', render: (name: string) => <span style={NO_WRAP}>{name}</span> },
        ]}
      />
    </Drawer>
  );
}
