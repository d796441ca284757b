import { lazy, useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Message,
  Modal,
  Radio,
  Space,
  Table,
  Typography,
} from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { type ApiError, useEnumLabel, usePermission, useT, whileFormSaves } from '@backoffice/shared';
import { WALLET_KIND } from '../../enums';
import { formatDateTime, type FormField, SchemaFields, showFieldErrors } from '@backoffice/shared/list';
import {
  adjustWalletBody,
  type AppUser,
  useAdjustWalletMutation,
  useGetWalletQuery,
  type Wallet,
  type WalletKind,
} from './listApi';
import { useLedgerColumns } from './LedgerTable';
import { Debts } from './Debts';
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

/** A change as reviewed before it is sent: what it does to the balance, and whether it waits for review. */
interface Review {
  body: Omit<Adjustment, 'expiresOn'> & { expiresOn?: string; userCode: string; idempotencyKey: string };
  before: number;
  after: number;
  threshold: number;
}

/** The day it is in `timeZone`: 2026-11-23. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** What a kind's balance is made of: bought and bonus, and the bonus expiring soonest. */
function HoldingOf({ kind, holding }: { kind: string; holding: Wallet['holdings'][WalletKind] }) {
  const t = useT();
  const { formatNumber } = useIntl();
  const soonest = holding.expiring[0];
  return (
    <Space size={8} wrap>
      <Typography.Text bold>{kind}</Typography.Text>
      <Typography.Text type="secondary">
        {t('wallet.parts', { purchased: formatNumber(holding.purchased), bonus: formatNumber(holding.bonus) })}
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
  const { formatNumber } = useIntl();
  const [form] = Form.useForm<Adjustment>();
  const direction = Form.useWatch('direction', form) as Adjustment['direction'] | undefined;
  const wallet = useGetWalletQuery({ userCode: user?.userCode ?? '' }, { skip: !user });
  const [adjust, adjusting] = useAdjustWalletMutation();
  // the change under review, and why the api refused it: said in the dialog, which stays open
  const [reviewing, setReviewing] = useState<Review | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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
    {
      field: 'amount',
      label: t('wallet.amount'),
      // what the form knows: a deduction never takes a balance below 0 (the api checks again, under its lock)
      rules: [
        {
          validator: (amount: unknown, callback: (error?: string) => void) => {
            const { kind, direction: moving } = form.getFieldsValue(['kind', 'direction']) as Partial<Adjustment>;
            const balance = kind ? wallet.data?.balances[kind] : undefined;
            if (moving === 'deduction' && typeof amount === 'number' && balance !== undefined && amount > balance)
              return callback(
                t('wallet.amount.overBalance', {
                  field: t('wallet.amount'),
                  kind: label(WALLET_KIND, kind),
                  balance: formatNumber(balance),
                }),
              );
            callback();
          },
        },
      ],
    },
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
    setRefusal(null);
    setReviewing({
      body: { userCode: user.userCode, ...values, ...(expiresOn ? { expiresOn } : {}), idempotencyKey },
      before,
      after,
      threshold: wallet.data.largeBonusThresholds[values.kind],
    });
  };

  const apply = async () => {
    if (!reviewing) return;
    const { body } = reviewing;
    try {
      // a refusal naming a field (the amount past a balance changed meanwhile) is this dialog's to say, not a toast's
      const answer = await whileFormSaves(() => adjust({ body }).unwrap());
      setKeyed(null);
      setReviewing(null);
      form.resetFields();
      if (answer.outcome === 'applied')
        Message.success(t('wallet.applied', { balance: formatNumber(answer.balances[body.kind]) }));
      else Message.info(t('wallet.pendingReview'));
    } catch (error) {
      const refused = error as Partial<ApiError>;
      if (refused.status === 409 && refused.errors?.[0]?.field === 'amount') setRefusal(t('wallet.refused.amount'));
      else {
        // a field's problem also beside the field, behind the dialog, where it is corrected
        const shown = showFieldErrors(
          form,
          error,
          t,
          (field) => fields.find((declared) => declared.field === field)?.label ?? null,
        );
        setRefusal(shown?.said.join(' ') || refused.message || t('wallet.refused.unknown'));
      }
      // the balance the refusal is about: read again, so the form checks against it
      void wallet.refetch();
    }
  };

  const reviewText = (review: Review) => {
    const { body, before, after, threshold } = review;
    const expiry =
      body.direction === 'deduction'
        ? ''
        : body.expiresOn
          ? t('wallet.confirm.expires', { day: body.expiresOn, timeZone: wallet.data?.timeZone ?? timeZone })
          : t('wallet.confirm.neverExpires');
    const goesToReview =
      body.direction === 'deduction'
        ? ''
        : t(body.amount > threshold ? 'wallet.confirm.toReview' : 'wallet.confirm.atOnce', {
            threshold: formatNumber(threshold),
            kind: label(WALLET_KIND, body.kind),
          });
    // a top-up sent for review changes nothing until it is approved
    const balanceId =
      body.direction === 'top-up' && body.amount > threshold
        ? 'wallet.confirm.top-up.review'
        : `wallet.confirm.${body.direction}`;
    return {
      balance: t(balanceId, { before: formatNumber(before), after: formatNumber(after) }),
      rest: [goesToReview, expiry].filter(Boolean).join(' '),
    };
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
          value: balances ? formatNumber(balances[option.value as WalletKind]) : '…',
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
      <Debts debts={wallet.data?.debts ?? []} />
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
      <Modal
        title={
          reviewing
            ? t('wallet.confirm.title', {
                direction: t(`wallet.direction.${reviewing.body.direction}`),
                amount: formatNumber(reviewing.body.amount),
                kind: label(WALLET_KIND, reviewing.body.kind),
                user: user?.username ?? '',
              })
            : ''
        }
        visible={reviewing !== null}
        okText={t('confirm.ok')}
        cancelText={t('confirm.cancel')}
        okButtonProps={reviewing?.body.direction === 'deduction' ? { status: 'danger' } : undefined}
        confirmLoading={adjusting.isLoading}
        onOk={() => void apply()}
        onCancel={() => setReviewing(null)}
        unmountOnExit
      >
        {reviewing && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>{reviewText(reviewing).balance}</Typography.Paragraph>
            {reviewText(reviewing).rest && <Typography.Paragraph>{reviewText(reviewing).rest}</Typography.Paragraph>}
            {refusal && <Alert type="error" title={t('wallet.refused')} content={refusal} />}
          </Space>
        )}
      </Modal>
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
