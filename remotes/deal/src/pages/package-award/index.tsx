import { useMemo } from 'react';
import { DatePicker, Input, Radio, Select } from '@arco-design/web-react';
import { ENABLED_STATUS, useT } from '@backoffice/shared';
import { defineFields, formatDateTime, ResourcePage } from '@backoffice/shared/list';
import { AWARD_KIND } from '../../enums';
import {
  type CreateDealPackageAwardApiArg,
  createDealPackageAwardBody,
  dealPackageAwardApi,
  editDealPackageAwardBody,
  type ListDealPackageAwardApiArg,
  type ListDealPackageAwardApiResponse,
  useGetDealPackageAwardOptionsQuery,
} from './packageAwardApi.generated';

type Award = ListDealPackageAwardApiResponse['list'][number];
type AwardBody = CreateDealPackageAwardApiArg['body'];

/** A picked date and time as the api takes it (ISO 8601); cleared: absent. */
const isoTime = (value: unknown) => (value ? new Date(String(value)).toISOString() : undefined);
const timeInput = <DatePicker showTime style={{ width: '100%' }} />;

const {
  listDealPackageAward: list,
  createDealPackageAward: create,
  editDealPackageAward: edit,
  deleteDealPackageAward: remove,
} = dealPackageAwardApi.endpoints;

/** The list's package filter: the project's packages by name. */
function PackageFilter({
  packages,
  ...props
}: {
  packages: { id: number; name: string }[];
  value?: number;
  onChange?(value: number | undefined): void;
}) {
  const t = useT();
  return (
    <Select
      {...props}
      allowClear
      showSearch
      placeholder={t('packageAward.package')}
      options={packages.map((pack) => ({ value: pack.id, label: pack.name }))}
    />
  );
}

/**
 * What a package gives beyond its coins when an order of it is paid: bonus coins, a coupon of
 * a template, or a badge (by its code: badges have no table until the activities area adds
 * it), on conditions (the user's first purchase only, a date window).
 */
export default function PackageAwardPage() {
  const t = useT();
  const options = useGetDealPackageAwardOptionsQuery().data;
  const fields = useMemo(
    () =>
      defineFields<Award, AwardBody, ListDealPackageAwardApiArg>()({
        packageName: { label: 'packageAward.package', column: {} },
        packageId: {
          label: 'packageAward.package',
          search: { kind: 'number' },
          form: {
            input: (
              <Select
                showSearch
                filterOption={(input, option) =>
                  String((option as { props?: { children?: unknown } }).props?.children ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase())
                }
                options={(options?.packages ?? []).map((pack) => ({ value: pack.id, label: pack.name }))}
              />
            ),
          },
        },
        kind: { label: 'packageAward.kind', valueType: 'enum', enum: AWARD_KIND, column: {}, search: {}, form: {} },
        coins: {
          label: 'packageAward.coins',
          valueType: 'count',
          column: { align: 'right' },
          form: { extra: 'packageAward.coins.hint' },
        },
        couponTemplateName: { label: 'packageAward.couponTemplate', column: {} },
        couponTemplateId: {
          label: 'packageAward.couponTemplate',
          form: {
            extra: 'packageAward.couponTemplate.hint',
            input: (
              <Select
                allowClear
                options={(options?.couponTemplates ?? []).map((template) => ({
                  value: template.id,
                  label: template.status === 0 ? template.name : t('packageAward.templateOff', { name: template.name }),
                }))}
              />
            ),
          },
        },
        badgeCode: {
          label: 'packageAward.badge',
          valueType: 'code',
          column: {},
          form: {
            extra: 'packageAward.badge.hint',
            // the badges screen's badges; a code typed that names none is kept and awards nothing
            input: (
              <Select
                allowClear
                showSearch
                allowCreate
                options={(options?.badges ?? []).map((badge) => ({
                  value: badge.code,
                  label: `${badge.name} (${badge.code})`,
                }))}
              />
            ),
          },
        },
        firstPurchaseOnly: {
          label: 'packageAward.firstPurchaseOnly',
          column: { render: (only: boolean) => (only ? t('packageAward.yes') : '—') },
          form: {
            input: (
              <Radio.Group
                type="button"
                options={[
                  { value: false, label: t('packageAward.no') },
                  { value: true, label: t('packageAward.yes') },
                ]}
              />
            ),
          },
        },
        startTime: {
          label: 'packageAward.startTime',
          column: { render: (time: string | null) => (time ? formatDateTime(time) : '—') },
          form: { input: timeInput, normalize: isoTime },
        },
        endTime: {
          label: 'packageAward.endTime',
          column: { render: (time: string | null) => (time ? formatDateTime(time) : '—') },
          form: { input: timeInput, normalize: isoTime },
        },
        status: {
          label: 'packageAward.status',
          valueType: 'enum',
          enum: ENABLED_STATUS,
          column: {},
          search: {},
          form: {},
        },
        granted: { label: 'packageAward.granted', valueType: 'count', column: { align: 'right' } },
        remark: {
          label: 'packageAward.remark',
          column: { ellipsis: true, defaultHidden: true },
          form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
        },
        createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
      }),
    [options, t],
  );
  return (
    <ResourcePage
      screen="deal/package-award"
      fields={fields}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealPackageAwardBody, edit: editDealPackageAwardBody }}
      noun="packageAward.noun"
      nameOf={(award) => `${award.packageName} · ${t(`packageAward.kind.${award.kind}`)}`}
      initialValues={{ kind: 'coins', firstPurchaseOnly: false, status: 0 }}
      filters={{ packageId: <PackageFilter packages={options?.packages ?? []} /> }}
      deleteNote={() => t('packageAward.delete.note')}
      emptyText={t('packageAward.empty')}
    />
  );
}
