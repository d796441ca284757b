import { lazy, useMemo, useRef } from 'react';
import { Form, Input, Select, Space, Tag, Tooltip } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { formatMoney, useEnumLabel, useT } from '@backoffice/shared';
import { COMMON_CURRENCIES, defineFields, ResourcePage, upperCase } from '@backoffice/shared/list';
import { PACKAGE_SALE_STATUS, PLATFORM, VIP_PLAN } from '../../enums';
import { MoneyInput, moneyRule } from '../../MoneyInput';
import {
  type Channel,
  type Country,
  createDealPackageBody,
  dealPackageApi,
  editDealPackageBody,
  type ListDealPackageApiArg,
  type Package,
  type PackageBody,
  useGetDealPackageChannelsQuery,
  useGetDealPackageCountriesQuery,
} from './packageApi';

// the date picker is heavy and only the sale window needs it: it loads when the form is drawn
const DatePicker = lazy(() => import('@arco-design/web-react/es/DatePicker'));

const MONEY_FIELDS = ['priceMinor', 'listPriceMinor', 'firstPriceMinor'] as const;
/**
 * The api's body schema with the money fields as the form holds them: minor units once typed
 * right, the typed text otherwise (moneyRule says why), so the schema's "a whole number" is not
 * the message a user typing "19.999" sees.
 */
const typedMoney = <S extends { properties: Record<string, object> }>(schema: S): S => ({
  ...schema,
  properties: {
    ...schema.properties,
    ...Object.fromEntries(
      MONEY_FIELDS.map((field) => {
        const { type: _type, ...rest } = schema.properties[field] as { type?: string };
        return [field, rest];
      }),
    ),
  },
});
const SCHEMA = { create: typedMoney(createDealPackageBody), edit: typedMoney(editDealPackageBody) };

const NEW_PACKAGE: Partial<PackageBody> = {
  platforms: ['ios', 'android', 'web'],
  bonusCoins: 0,
  vipPlan: 'none',
  status: 0,
  sort: 0,
};

/** A row's countries or channels as the body names them: by code (an edited row holds them whole). */
const codesOf = (values: readonly (string | { code: string })[] | undefined) =>
  (values ?? []).map((value) => (typeof value === 'string' ? value : value.code));

function PriceCell({ pack }: { pack: Package }) {
  const { locale } = useIntl();
  const t = useT();
  const money = (minor: number) => formatMoney(minor, pack.currency, locale);
  return (
    <Space size={6} wrap>
      <span>{money(pack.priceMinor)}</span>
      {pack.listPriceMinor !== null && pack.listPriceMinor > pack.priceMinor && (
        <>
          <s style={{ color: 'var(--color-text-3)' }}>{money(pack.listPriceMinor)}</s>
          <Tag size="small" color="red">
            {t('package.saving', { percent: pack.savingPercent ?? 0 })}
          </Tag>
        </>
      )}
      {pack.firstPriceMinor !== null && (
        <Tag size="small" color="arcoblue">
          {t('package.firstPrice.short', { price: money(pack.firstPriceMinor) })}
        </Tag>
      )}
    </Space>
  );
}

function PlatformsCell({ platforms }: { platforms: readonly string[] }) {
  const label = useEnumLabel();
  return (
    <Space size={4} wrap>
      {platforms.map((platform) => (
        <Tag key={platform}>{label(PLATFORM, platform)}</Tag>
      ))}
    </Space>
  );
}

function SaleWindowCell({ pack }: { pack: Package }) {
  const t = useT();
  const { formatDate } = useIntl();
  if (!pack.saleStart && !pack.saleEnd) return <>{t('package.saleWindow.always')}</>;
  const at = (time: string | null) =>
    time ? formatDate(time, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions) : '…';
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {at(pack.saleStart)} – {at(pack.saleEnd)}
    </span>
  );
}

/**
 * The choices of the project the package goes to: under all projects the form's chosen one (each
 * project has its own countries and channels), once each by code.
 */
function useProjectChoices<T extends { code: string; projectCode: string }>(data: readonly T[]): T[] {
  const chosen = (Form.useWatch as (field: string) => unknown)('projectCode') as string | undefined;
  const own = data.filter((item) => !chosen || item.projectCode === chosen);
  return [...new Map(own.map((item) => [item.code, item])).values()];
}

interface ChoiceProps<V> {
  value?: V;
  onChange?(value: V): void;
}

/** The project's countries to sell in; the first one chosen sets the currency while none was chosen by hand. */
function CountrySelect({ value, onChange }: ChoiceProps<(string | { code: string })[]>) {
  const t = useT();
  const { data = [] } = useGetDealPackageCountriesQuery();
  const countries = useProjectChoices(data);
  const { form } = Form.useFormContext();
  const defaulted = useRef<string | undefined>(undefined);
  return (
    <Select
      mode="multiple"
      showSearch
      aria-label={t('package.countries')}
      value={codesOf(value)}
      options={countries.map((country) => ({
        value: country.code,
        label: `${country.icon} ${country.name} (${country.code})`,
      }))}
      filterOption={(typed, option) =>
        String((option as { props?: { children?: unknown } }).props?.children ?? '')
          .toLowerCase()
          .includes(typed.toLowerCase())
      }
      onChange={(codes: string[]) => {
        onChange?.(codes);
        const currency = form.getFieldValue('currency') as string | undefined;
        const first = countries.find((country) => country.code === codes[0]);
        if (first && (!currency || currency === defaulted.current)) {
          defaulted.current = first.currency;
          form.setFieldValue('currency', first.currency);
        }
      }}
    />
  );
}

function ChannelSelect({ value, onChange }: ChoiceProps<(string | { code: string })[]>) {
  const t = useT();
  const { data = [] } = useGetDealPackageChannelsQuery();
  const channels = useProjectChoices(data);
  return (
    <Select
      mode="multiple"
      aria-label={t('package.channels')}
      value={codesOf(value)}
      options={channels.map((channel) => ({ value: channel.code, label: `${channel.icon} ${channel.name}`.trim() }))}
      onChange={(codes: string[]) => onChange?.(codes)}
    />
  );
}

/** A moment of the sale window: the picker in the reader's time, the form holding ISO 8601 (or null). */
function SaleTimePicker({ value, onChange, label }: ChoiceProps<string | null> & { label: string }) {
  return (
    <DatePicker
      showTime
      style={{ width: '100%' }}
      format="YYYY-MM-DD HH:mm"
      value={value ? Date.parse(value) : undefined}
      inputProps={{ 'aria-label': label }}
      onChange={(_text, picked) => onChange?.(picked ? picked.toISOString() : null)}
    />
  );
}

function CountryFilter(props: ChoiceProps<string>) {
  const t = useT();
  const { data = [] } = useGetDealPackageCountriesQuery();
  const codes = [...new Map(data.map((country) => [country.code, country])).values()];
  return (
    <Select
      {...props}
      allowClear
      showSearch
      placeholder={t('package.country')}
      options={codes.map((country: Country) => ({ value: country.code, label: `${country.icon} ${country.code}` }))}
    />
  );
}

function ChannelFilter(props: ChoiceProps<string>) {
  const t = useT();
  const { data = [] } = useGetDealPackageChannelsQuery();
  const channels = [...new Map(data.map((channel) => [channel.code, channel])).values()];
  return (
    <Select
      {...props}
      allowClear
      placeholder={t('package.channel')}
      options={channels.map((channel: Channel) => ({ value: channel.code, label: channel.name }))}
    />
  );
}

function CurrencyFilter(props: ChoiceProps<string>) {
  const t = useT();
  return (
    <Select {...props} allowClear showSearch placeholder={t('package.currency')} options={[...COMMON_CURRENCIES]} />
  );
}

const { listDealPackage: list, createDealPackage: create, editDealPackage: edit } = dealPackageApi.endpoints;
const { deleteDealPackage: remove } = dealPackageApi.endpoints;

/** What app users can buy: price ladders per currency, VIP plans, where and through what they are sold. */
export default function PackagePage() {
  const t = useT();
  const fields = useMemo(() => {
    const money = (label: string, extra?: string) => ({
      label,
      extra,
      input: <MoneyInput aria-label={t(label)} />,
      rules: [moneyRule(t('package.money.invalid'))],
    });
    return defineFields<Package, PackageBody, ListDealPackageApiArg>()({
      projectCode: { label: 'list.project', valueType: 'project', column: true },
      name: {
        label: 'list.name',
        column: { fixedShown: true },
        search: { placeholder: 'package.name.placeholder' },
        form: true,
      },
      countries: {
        label: 'package.countries',
        column: {
          render: (countries) => (
            <Space size={4} wrap>
              {countries.map((country) => (
                <Tooltip key={country.code} content={country.name}>
                  <span>
                    {country.icon} {country.code}
                  </span>
                </Tooltip>
              ))}
            </Space>
          ),
        },
        form: { input: <CountrySelect /> },
      },
      country: { label: 'package.country', search: true },
      currency: {
        label: 'package.currency',
        search: true,
        form: {
          extra: 'package.currency.hint',
          patternHint: 'package.currency.pattern',
          normalize: upperCase,
          input: <Select showSearch allowCreate aria-label={t('package.currency')} options={[...COMMON_CURRENCIES]} />,
        },
      },
      priceMinor: {
        label: 'package.price',
        column: { sortBy: 'priceMinor', render: (_price, pack) => <PriceCell pack={pack} /> },
        form: money('package.price', 'package.price.hint'),
      },
      listPriceMinor: { label: 'package.listPrice', form: money('package.listPrice', 'package.listPrice.hint') },
      firstPriceMinor: { label: 'package.firstPrice', form: money('package.firstPrice') },
      coins: {
        label: 'package.coins',
        column: {
          align: 'right',
          render: (coins, pack) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {coins.toLocaleString()}
              {pack.bonusCoins > 0 && (
                <span style={{ color: 'rgb(var(--green-6))' }}>
                  {' '}
                  {t('package.coins.bonus', { bonus: pack.bonusCoins.toLocaleString() })}
                </span>
              )}
            </span>
          ),
        },
        form: true,
      },
      bonusCoins: { label: 'package.bonusCoins', form: true },
      vipPlan: { label: 'package.vipPlan', enum: VIP_PLAN, form: true },
      vipDays: {
        label: 'package.vip',
        column: {
          render: (days, pack) =>
            days ? (
              <Space size={4}>
                {t('package.vipDays.value', { days })}
                {pack.vipPlan !== 'none' && <VipPlanTag plan={pack.vipPlan} />}
              </Space>
            ) : (
              '—'
            ),
        },
        form: { label: 'package.vipDays' },
      },
      platforms: {
        label: 'package.platforms',
        column: { render: (platforms) => <PlatformsCell platforms={platforms} /> },
        form: {
          input: (
            <Select
              mode="multiple"
              aria-label={t('package.platforms')}
              options={PLATFORM.options.map((option) => ({ value: option.value, label: t(option.labelId) }))}
            />
          ),
        },
      },
      platform: { label: 'package.platform', enum: PLATFORM, search: true },
      channels: {
        label: 'package.channels',
        column: {
          render: (channels) => (
            <Space size={4} wrap>
              {channels.map((channel) => (
                <Tag key={channel.code}>{`${channel.icon} ${channel.name}`.trim()}</Tag>
              ))}
            </Space>
          ),
        },
        form: { input: <ChannelSelect /> },
      },
      channel: { label: 'package.channel', search: true },
      appStoreProductId: { label: 'package.appStoreProductId', form: { extra: 'package.productId.hint' } },
      googlePlayProductId: { label: 'package.googlePlayProductId', form: { extra: 'package.productId.hint' } },
      status: {
        label: 'package.status',
        valueType: 'enum',
        enum: PACKAGE_SALE_STATUS,
        column: true,
        search: true,
        form: true,
      },
      sort: { label: 'package.sort', column: { sortBy: 'sort', align: 'right' }, form: true },
      saleStart: {
        label: 'package.saleWindow',
        column: { render: (_start, pack) => <SaleWindowCell pack={pack} />, defaultHidden: true },
        form: { label: 'package.saleStart', input: <SaleTimePicker label={t('package.saleStart')} /> },
      },
      saleEnd: {
        label: 'package.saleEnd',
        form: { input: <SaleTimePicker label={t('package.saleEnd')} /> },
      },
      remark: {
        label: 'package.remark',
        column: { ellipsis: true, defaultHidden: true },
        form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
      },
      // shown from the column settings: the price ladder's own columns fill a 1440 px screen
      createTime: {
        label: 'list.created',
        valueType: 'dateTime',
        column: { sortBy: 'createTime', defaultHidden: true },
      },
    });
  }, [t]);

  return (
    <ResourcePage
      screen="deal/package"
      fields={fields}
      endpoints={{ list, create, edit, remove }}
      schema={SCHEMA}
      noun="package.noun"
      nameOf={(pack) => pack.name}
      emptyText={t('package.empty')}
      initialValues={NEW_PACKAGE}
      filters={{ country: <CountryFilter />, channel: <ChannelFilter />, currency: <CurrencyFilter /> }}
      bodyOf={(values) => ({
        ...values,
        countries: codesOf(values.countries),
        channels: codesOf(values.channels),
      })}
    />
  );
}

function VipPlanTag({ plan }: { plan: string }) {
  const label = useEnumLabel();
  return (
    <Tag size="small" color="gold">
      {label(VIP_PLAN, plan)}
    </Tag>
  );
}
