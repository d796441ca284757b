import { useMemo, useState } from 'react';
import { DatePicker, Input, Select } from '@arco-design/web-react';
import { ENABLED_STATUS, formatMoney, useT } from '@backoffice/shared';
import { COMMON_CURRENCIES, defineFields, PermissionButton, ResourcePage, upperCase } from '@backoffice/shared/list';
import { useIntl } from 'react-intl';
import { COUPON_KIND, COUPON_VALIDITY } from '../../enums';
import {
  type CreateDealCouponApiArg,
  createDealCouponBody,
  dealCouponApi,
  editDealCouponBody,
  type ListDealCouponApiArg,
  type ListDealCouponApiResponse,
} from './couponApi.generated';
import { CouponsDrawer } from './CouponsDrawer';
import { IssueDrawer } from './IssueDrawer';
import { ValueInput } from './ValueInput';
import { moneyRule } from '../../MoneyInput';

export type Template = ListDealCouponApiResponse['list'][number];
type TemplateBody = CreateDealCouponApiArg['body'];

/** A picked date and time as the api takes it (ISO 8601); cleared: absent. */
const isoTime = (value: unknown) => (value ? new Date(String(value)).toISOString() : undefined);
const timeInput = <DatePicker showTime style={{ width: '100%' }} />;

/** What a template gives, as staff read it: 19.99 US$ off, 100 coins, 20% off. */
export function useTemplateValue() {
  const t = useT();
  const intl = useIntl();
  return (template: Pick<Template, 'kind' | 'value' | 'currency'>) =>
    template.kind === 'amount'
      ? t('coupon.value.amount', { amount: formatMoney(template.value, template.currency ?? 'USD', intl.locale) })
      : template.kind === 'coins'
        ? t('coupon.value.coins', { coins: template.value })
        : t('coupon.value.percent', { percent: template.value });
}

/** A percentage off is 1 to 100 (the schema's bounds are for every kind). */
const percentRule = (message: string) => ({
  validator: (value: unknown, callback: (error?: string) => void) =>
    callback(typeof value === 'number' && value > 100 ? message : undefined),
});

// The form asks only what the chosen kind and validity need: a currency for an amount off, the
// days for "days after issue", the two ends for a fixed window; what it does not ask is not sent.
const fieldsOf = (t: ReturnType<typeof useT>) =>
  defineFields<Template, TemplateBody, ListDealCouponApiArg>()({
    name: { label: 'coupon.name', column: { sortBy: 'name' }, search: {}, form: {} },
    kind: { label: 'coupon.kind', valueType: 'enum', enum: COUPON_KIND, column: {}, search: {}, form: {} },
    value: {
      label: 'coupon.value',
      column: { align: 'right' },
      form: {
        input: <ValueInput />,
        shownAs: ({ kind }) =>
          kind === 'amount'
            ? { extra: t('coupon.value.amount.hint'), rules: [moneyRule(t('coupon.value.invalid'))] }
            : kind === 'percent'
              ? { extra: t('coupon.value.percent.hint'), rules: [percentRule(t('coupon.value.percent.invalid'))] }
              : { extra: t('coupon.value.coins.hint') },
      },
    },
    currency: {
      label: 'coupon.currency',
      form: {
        extra: 'coupon.currency.hint',
        normalize: upperCase,
        input: <Select showSearch allowCreate allowClear options={COMMON_CURRENCIES} />,
        shownAs: ({ kind }) => (kind === 'amount' ? { required: true } : null),
      },
    },
    validity: { label: 'coupon.validity', valueType: 'enum', enum: COUPON_VALIDITY, column: {}, form: {} },
    validDays: {
      label: 'coupon.validDays',
      form: {
        extra: 'coupon.validDays.hint',
        shownAs: ({ validity }) => (validity === 'days' ? { required: true } : null),
      },
    },
    validFrom: {
      label: 'coupon.validFrom',
      form: {
        input: timeInput,
        normalize: isoTime,
        shownAs: ({ validity }) => (validity === 'window' ? { required: true } : null),
      },
    },
    validTo: {
      label: 'coupon.validTo',
      form: {
        input: timeInput,
        normalize: isoTime,
        shownAs: ({ validity, validFrom }) =>
          validity === 'window'
            ? {
                required: true,
                rules: [
                  {
                    validator: (to: unknown, callback: (error?: string) => void) =>
                      callback(
                        typeof to === 'string' &&
                          typeof validFrom === 'string' &&
                          Date.parse(to) <= Date.parse(validFrom)
                          ? t('coupon.validTo.beforeFrom')
                          : undefined,
                      ),
                  },
                ],
              }
            : null,
      },
    },
    status: { label: 'coupon.status', valueType: 'enum', enum: ENABLED_STATUS, column: {}, search: {}, form: {} },
    issued: { label: 'coupon.issued', valueType: 'count', column: { align: 'right' } },
    used: { label: 'coupon.used', valueType: 'count', column: { align: 'right' } },
    remark: {
      label: 'coupon.remark',
      column: { ellipsis: true, defaultHidden: true },
      form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
    },
    createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
  });
const {
  listDealCoupon: list,
  createDealCoupon: create,
  editDealCoupon: edit,
  deleteDealCoupon: remove,
} = dealCouponApi.endpoints;

/**
 * Coupon templates and what they issued: a template gives an amount off (minor units of its
 * currency), coins or a percentage off, valid some days after its issue or in a window. Staff
 * issue one to users by their codes or a CSV file, and read a report of every row.
 */
export default function CouponPage() {
  const t = useT();
  const valueOf = useTemplateValue();
  const fields = useMemo(() => fieldsOf(t), [t]);
  const [issuing, setIssuing] = useState<Template | null>(null);
  // a template's coupons, or every template's ('all')
  const [showing, setShowing] = useState<Template | 'all' | null>(null);
  return (
    <ResourcePage
      screen="deal/coupon"
      fields={fields}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealCouponBody, edit: editDealCouponBody }}
      noun="coupon.noun"
      nameOf={(template) => template.name}
      initialValues={{ kind: 'amount', currency: 'USD', validity: 'days', validDays: 30, status: 0 }}
      renders={{
        value: (_: never, template: Template) => valueOf(template),
        validity: (_: never, template: Template) =>
          template.validDays !== null
            ? t('coupon.validDays.value', { days: template.validDays })
            : t('coupon.window.value', {
                from: new Date(template.validFrom!).toLocaleDateString(),
                to: new Date(template.validTo!).toLocaleDateString(),
              }),
      }}
      rowActions={(template, standard) => [
        {
          key: 'issue',
          label: t('coupon.issue'),
          permission: 'deal:coupon:issue',
          disabled: template.status !== 0 ? t('coupon.issue.off') : undefined,
          run: () => setIssuing(template),
        },
        {
          key: 'coupons',
          label: t('coupon.coupons'),
          permission: 'deal:coupon:query',
          run: () => setShowing(template),
        },
        standard.edit,
        standard.remove,
      ]}
      toolbar={
        <PermissionButton permission="deal:coupon:query" onClick={() => setShowing('all')}>
          {t('coupon.coupons.all')}
        </PermissionButton>
      }
      deleteNote={() => t('coupon.delete.note')}
      emptyText={t('coupon.empty')}
    >
      {issuing && <IssueDrawer template={issuing} onClose={() => setIssuing(null)} />}
      {showing && <CouponsDrawer template={showing === 'all' ? null : showing} onClose={() => setShowing(null)} />}
    </ResourcePage>
  );
}
