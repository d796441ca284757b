import { lazy, useState } from 'react';
import { Button, Descriptions, Drawer, Form, Message, Radio, Space, Table, Typography } from '@arco-design/web-react';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { WALLET_KIND } from '../../enums';
import { formatDateTime, type FormField, SchemaFields, showFieldErrors, useConfirm } from '@backoffice/shared/list';
import {
  adjustWalletBody,
  type AppUser,
  useAdjustWalletMutation,
  useGetWalletQuery,
  type Wallet,
  type WalletKind,
} from './listApi';
import { useLedgerColumns } from './LedgerTable';
import { PendingApplications } from './PendingApplications';

// the date picker is heavy and only a top-up with an expiry needs it: it loads when drawn
const DatePicker = lazy(() => import('@arco-design/web-react/es/DatePicker'));

/**
 * `expiresOn` as the picker holds it and the api takes it: the bonus's last day, 2026-11-23,
 * in the project's time zone, where the api ends it at midnight (or nothing: never expires).
 */
type Adjustment = {
  kind: WalletKind;
  direction: 'top-up' | 'deduction';
  amount: number;
  reason: string;
  expiresOn?: string;
};

/** The day it is in `timeZone`: 2026-11-23. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** What a kind's balance is made of: bought and bonus, and the bonus expiring soonest. */
function HoldingOf({ kind, holding }: { kind: string; holding: Wallet['holdings'][WalletKind] }) {
  const t = useT();
  const soonest = holding.expiring[0];
  return (
    <Space size={8} wrap>
      <Typography.Text bold>{kind}</Typography.Text>
      <Typography.Text type="secondary">
        {t('wallet.parts', { purchased: holding.purchased, bonus: holding.bonus })}
      </Typography.Text>
      {soonest && (
        <Typography.Text type="warning">
          {t('wallet.expiresOn', { amount: soonest.amount, date: formatDateTime(soonest.expiresAt) })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** A user's wallet: balances by kind, a top-up or deduction confirmed with the balance before and after, the newest entries. */
export function WalletDrawer({ user, onClose }: { user: AppUser | null; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const allowed = usePermission();
  const confirm = useConfirm();
  const [form] = Form.useForm<Adjustment>();
  const direction = Form.useWatch('direction', form) as Adjustment['direction'] | undefined;
  const wallet = useGetWalletQuery({ userCode: user?.userCode ?? '' }, { skip: !user });
  const [adjust] = useAdjustWalletMutation();
  const ledgerColumns = useLedgerColumns();
  // one key per intended change: the same change confirmed again (a retry) is applied once;
  // another change, by its values or its user, is another key (one made for another user is not this one's)
  const [keyed, setKeyed] = useState<{ userCode: string; key: string } | null>(null);
  const key = keyed && keyed.userCode === user?.userCode ? keyed.key : null;
  // the bonus's last day is a day where the project's app users are: today there or later
  const timeZone = wallet.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const beforeToday = (day?: { format(pattern: string): string }) =>
    day ? day.format('YYYY-MM-DD') < todayIn(timeZone) : false;

  const fields: FormField[] = [
    { field: 'kind', label: t('wallet.kind'), enum: WALLET_KIND },
    {
      field: 'direction',
      label: t('wallet.direction'),
      input: (
        <Radio.Group
          type="button"
          options={(['top-up', 'deduction'] as const).map((direction) => ({
            value: direction,
            label: t(`wallet.direction.${direction}`),
          }))}
        />
      ),
    },
    { field: 'amount', label: t('wallet.amount') },
    { field: 'reason', label: t('wallet.reason'), extra: t('wallet.reason.hint') },
    // only a top-up expires: a deduction spends what is there
    ...(direction === 'deduction'
      ? []
      : [
          {
            field: 'expiresOn',
            label: t('wallet.expiryDay'),
            extra: t('wallet.expiryDay.hint', { timeZone }),
            input: (
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={beforeToday}
                inputProps={{ 'aria-label': t('wallet.expiryDay') }}
              />
            ),
          },
        ]),
  ];

  const review = async () => {
    const validated = await form.validate().catch(() => null);
    if (!validated || !user || !wallet.data) return;
    const { expiresOn: day, ...values } = validated;
    const expiresOn = values.direction === 'top-up' && day ? day : undefined;
    const before = wallet.data.balances[values.kind];
    const after = values.direction === 'top-up' ? before + values.amount : before - values.amount;
    const idempotencyKey = key ?? crypto.randomUUID();
    setKeyed({ userCode: user.userCode, key: idempotencyKey });
    const expiry =
      values.direction === 'deduction'
        ? ''
        : expiresOn
          ? t('wallet.confirm.expires', { day: expiresOn, timeZone: wallet.data.timeZone })
          : t('wallet.confirm.neverExpires');
    confirm({
      title: t('wallet.confirm.title', {
        direction: t(`wallet.direction.${values.direction}`),
        amount: values.amount,
        kind: label(WALLET_KIND, values.kind),
        user: user.username,
      }),
      content: [t(`wallet.confirm.${values.direction}`, { before, after }), expiry].filter(Boolean).join(' '),
      danger: values.direction === 'deduction',
      onOk: async () => {
        try {
          const answer = await adjust({
            body: { userCode: user.userCode, ...values, ...(expiresOn ? { expiresOn } : {}), idempotencyKey },
          }).unwrap();
          setKeyed(null);
          form.resetFields();
          if (answer.outcome === 'applied')
            Message.success(t('wallet.applied', { balance: answer.balances[values.kind] }));
          else Message.info(t('wallet.pendingReview'));
        } catch (error) {
          showFieldErrors(
            form,
            error,
            t,
            (field) => fields.find((declared) => declared.field === field)?.label ?? null,
          );
          throw error;
        }
      },
    });
  };

  const balances: Wallet['balances'] | undefined = wallet.data?.balances;
  const holdings: Wallet['holdings'] | undefined = wallet.data?.holdings;
  return (
    <Drawer
      width={760}
      title={user ? t('wallet.title', { user: user.username }) : ''}
      visible={user !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      <Descriptions
        title={t('wallet.balances')}
        column={2}
        data={WALLET_KIND.options.map((option) => ({
          label: label(WALLET_KIND, option.value),
          value: balances ? String(balances[option.value as WalletKind]) : '…',
        }))}
      />
      {/* each balance held, as bought and bonus: under the balances, which stay plain numbers */}
      {holdings && (
        <Space direction="vertical" size={4}>
          {WALLET_KIND.options
            .filter((option) => holdings[option.value as WalletKind].total > 0)
            .map((option) => (
              <HoldingOf
                key={option.value}
                kind={label(WALLET_KIND, option.value)}
                holding={holdings[option.value as WalletKind]}
              />
            ))}
        </Space>
      )}
      {allowed(['user:list:wallet']) && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ kind: 'coin', direction: 'top-up' }}
          onValuesChange={() => setKeyed(null)}
          style={{ margin: '16px 0' }}
          aria-label={t('wallet.adjust')}
        >
          <Typography.Title heading={6}>{t('wallet.adjust')}</Typography.Title>
          <SchemaFields schema={adjustWalletBody} fields={fields} />
          <Button type="primary" loading={!wallet.data} onClick={() => void review()}>
            {t('wallet.submit')}
          </Button>
        </Form>
      )}
      <PendingApplications pending={wallet.data?.pending ?? []} />
      <Typography.Title heading={6}>{t('wallet.ledger')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        loading={wallet.isFetching}
        noDataElement={t('wallet.ledger.empty')}
        data={wallet.data?.ledger ?? []}
        columns={ledgerColumns}
      />
    </Drawer>
  );
}
