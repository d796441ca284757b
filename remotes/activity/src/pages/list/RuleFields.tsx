// The form's controls of an activity's own parts: the rule fields its type takes (a check-in's
// 7-day ladder, a watch task's episode count, a top-up gift's threshold…), its audience, and its
// title and rules in the project's other content locales.
import { Button, Form, Input, InputNumber, Select, Space, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { ACTIVITY_CURRENCY } from '../../enums';
import type { Activity, ActivityBody, ProjectInfo } from './listApi';

type Config = NonNullable<ActivityBody['config']>;
type Audience = NonNullable<ActivityBody['audience']>;
type Texts = NonNullable<ActivityBody['texts']>;

interface ControlProps<V> {
  value?: V;
  onChange?(value: V): void;
}

const COUPON = 4;
export const LADDER_DAYS = 7;
/** A value of the form, as the other controls make it (Arco's useWatch is typed for its own form only). */
export const watch = (field: string) => (Form.useWatch as (field: string) => unknown)(field);
/** The reward currencies each type may give (the api's CURRENCIES_OF): the form offers only these. */
export const CURRENCIES_OF: Record<number, number[]> = {
  0: [1, 2, 3, 4],
  1: [1, 2],
  2: [1, 2],
  3: [0, 1, 2],
  4: [1, 2, 3],
  5: [1, 2, 3, 4],
  6: [0, 1, 2],
  7: [1, 2],
  8: [1, 2],
  9: [2],
  10: [1, 2, 3],
  11: [1, 2, 3],
  12: [1, 2, 3],
  13: [1, 2, 3, 4],
};
/** What the new form of a type starts from. */
export const DEFAULT_CONFIG: Record<number, Config> = {
  0: { thresholdMinor: 499, currencyCode: 'USD', reward: 1 },
  1: { action: 'watch', count: 1, reward: 1 },
  2: { ladder: [1, 1, 1, 1, 1, 1, 1], makeUpDays: 0 },
  3: { adsPerDay: 1, reward: 1 },
  5: { currencyCode: 'USD', tiers: [{ thresholdMinor: 999, reward: 1 }] },
  7: { episodes: 1, reward: 1 },
  8: { episodes: 1, reward: 1 },
  9: {},
  10: { badgeCode: '', reward: 1 },
  11: { invitees: 1, reward: 1 },
  12: {},
};

/** A ladder day with no reward, as the api would refuse it: the day's index, or -1. */
export const ladderGap = (ladder: readonly (number | null | undefined)[] | undefined) =>
  Array.from({ length: LADDER_DAYS }, (_, day) => ladder?.[day]).findIndex((reward) => !reward || reward < 1);

function Number_({
  label,
  value,
  onChange,
  min = 0,
  max,
}: ControlProps<number | undefined> & { label: string; min?: number; max?: number }) {
  return (
    <Space direction="vertical" size={2}>
      <span>{label}</span>
      <InputNumber
        aria-label={label}
        min={min}
        max={max}
        precision={0}
        value={value}
        onChange={(next) => onChange?.(next === undefined || next === null ? undefined : Number(next))}
        style={{ width: 140 }}
      />
    </Space>
  );
}

/** The rule fields of the type chosen in the form (its `type` and `currency`). */
export function ConfigInput({ value = {}, onChange }: ControlProps<Config>) {
  const t = useT();
  const type = watch('type') as number | undefined;
  const currency = watch('currency') as number | undefined;
  const set = (patch: Partial<Config>) => onChange?.({ ...value, ...patch });
  const number = (field: keyof Config, label: string, max?: number) => (
    <Number_
      key={field}
      label={t(label)}
      max={max}
      value={value[field] as number | undefined}
      onChange={(next) => set({ [field]: next })}
    />
  );
  const reward = number('reward', 'list.config.reward');
  const parts: ReactNode[] = [];
  if (type === 2) {
    parts.push(
      <Space key="ladder" wrap size={8} aria-label={t('list.config.ladder')}>
        {Array.from({ length: LADDER_DAYS }, (_, day) => (
          <Number_
            key={day}
            label={t('list.config.day', { day: day + 1 })}
            min={0}
            value={value.ladder?.[day]}
            onChange={(next) => {
              const ladder = Array.from({ length: LADDER_DAYS }, (_, index) => value.ladder?.[index] ?? 0);
              ladder[day] = next ?? 0;
              set({ ladder });
            }}
          />
        ))}
      </Space>,
      number('makeUpDays', 'list.config.makeUpDays', LADDER_DAYS),
    );
  } else if (type === 7 || type === 8) parts.push(number('episodes', 'list.config.episodes'), reward);
  else if (type === 0)
    parts.push(
      number('thresholdMinor', 'list.config.thresholdMinor'),
      <CurrencyCode key="code" value={value} set={set} />,
      reward,
    );
  else if (type === 5)
    parts.push(<CurrencyCode key="code" value={value} set={set} />, <TiersInput key="tiers" value={value} set={set} />);
  else if (type === 1)
    parts.push(
      <Space key="action" direction="vertical" size={2}>
        <span>{t('list.config.action')}</span>
        <Select
          aria-label={t('list.config.action')}
          style={{ width: 160 }}
          value={value.action}
          onChange={(action: string) => set({ action })}
          options={['watch', 'share', 'comment'].map((action) => ({
            value: action,
            label: t(`list.config.action.${action}`),
          }))}
        />
      </Space>,
      number('count', 'list.config.count', 100),
      reward,
    );
  else if (type === 3) parts.push(number('adsPerDay', 'list.config.adsPerDay', 50), reward);
  else if (type === 11) parts.push(number('invitees', 'list.config.invitees', 100), reward);
  else if (type === 10)
    parts.push(
      <Space key="badge" direction="vertical" size={2}>
        <span>{t('list.config.badgeCode')}</span>
        <Input
          aria-label={t('list.config.badgeCode')}
          value={value.badgeCode}
          onChange={(badgeCode) => set({ badgeCode })}
        />
      </Space>,
      reward,
    );
  else if (type === 9) parts.push(<span key="none">{t('list.config.pointsGame')}</span>);
  else if (type === 12) parts.push(<span key="none">{t('list.config.compensation')}</span>);
  else if (type !== undefined) parts.push(reward);
  if (currency === COUPON && type !== 9 && type !== 12)
    parts.push(number('couponTemplateId', 'list.config.couponTemplateId'));
  return (
    <Space wrap size={12} align="end">
      {parts}
    </Space>
  );
}

function CurrencyCode({ value, set }: { value: Config; set(patch: Partial<Config>): void }) {
  const t = useT();
  return (
    <Space direction="vertical" size={2}>
      <span>{t('list.config.currencyCode')}</span>
      <Input
        aria-label={t('list.config.currencyCode')}
        style={{ width: 100 }}
        maxLength={3}
        value={value.currencyCode}
        onChange={(code) => set({ currencyCode: code.toUpperCase() })}
      />
    </Space>
  );
}

function TiersInput({ value, set }: { value: Config; set(patch: Partial<Config>): void }) {
  const t = useT();
  const tiers = value.tiers ?? [];
  const change = (index: number, patch: Partial<(typeof tiers)[number]>) =>
    set({ tiers: tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)) });
  return (
    <Space direction="vertical" size={4}>
      {tiers.map((tier, index) => (
        <Space key={index} align="end">
          <Number_
            label={t('list.config.tier.threshold', { tier: index + 1 })}
            value={tier.thresholdMinor}
            onChange={(next) => change(index, { thresholdMinor: next ?? 0 })}
          />
          <Number_
            label={t('list.config.tier.reward', { tier: index + 1 })}
            value={tier.reward}
            onChange={(next) => change(index, { reward: next ?? 0 })}
          />
          <Button size="small" onClick={() => set({ tiers: tiers.filter((_, at) => at !== index) })}>
            {t('list.config.tier.remove')}
          </Button>
        </Space>
      ))}
      <Button
        size="small"
        disabled={tiers.length >= 10}
        onClick={() => set({ tiers: [...tiers, { thresholdMinor: 0, reward: 1 }] })}
      >
        {t('list.config.tier.add')}
      </Button>
    </Space>
  );
}

/** Who the activity is for: new users, countries, platforms, VIP or not; nothing chosen is everyone. */
export function AudienceInput({ value = {}, onChange }: ControlProps<Audience>) {
  const t = useT();
  const set = (patch: Partial<Audience>) => onChange?.({ ...value, ...patch });
  return (
    <Space wrap size={12} align="end">
      <Number_
        label={t('list.audience.newUserDays')}
        min={1}
        max={365}
        value={value.newUserDays ?? undefined}
        onChange={(days) => set({ newUserDays: days ?? null })}
      />
      <Space direction="vertical" size={2}>
        <span>{t('list.audience.countries')}</span>
        <Select
          mode="multiple"
          allowCreate
          aria-label={t('list.audience.countries')}
          style={{ minWidth: 180 }}
          value={value.countries ?? []}
          onChange={(codes: string[]) => set({ countries: codes.map((code) => code.toUpperCase()) })}
        />
      </Space>
      <Space direction="vertical" size={2}>
        <span>{t('list.audience.platforms')}</span>
        <Select
          mode="multiple"
          aria-label={t('list.audience.platforms')}
          style={{ minWidth: 180 }}
          value={value.platforms ?? []}
          onChange={(platforms: string[]) => set({ platforms })}
          options={['ios', 'android', 'web'].map((platform) => ({
            value: platform,
            label: t(`list.audience.platform.${platform}`),
          }))}
        />
      </Space>
      <Space direction="vertical" size={2}>
        <span>{t('list.audience.vip')}</span>
        <Select
          aria-label={t('list.audience.vip')}
          style={{ width: 160 }}
          value={value.vip ?? ''}
          onChange={(vip: string) => set({ vip: (vip || null) as Audience['vip'] })}
          options={['', 'vip', 'non_vip'].map((vip) => ({ value: vip, label: t(`list.audience.vip.${vip || 'any'}`) }))}
        />
      </Space>
    </Space>
  );
}

/** The title and rules in the project's other content locales, a locale lacking either marked. */
export function TextsInput({ value = {}, onChange, project }: ControlProps<Texts> & { project?: ProjectInfo }) {
  const t = useT();
  const others = project ? project.locales.filter((locale) => locale !== project.defaultLocale) : [];
  if (!others.length) return <span>{t('list.texts.none')}</span>;
  const set = (locale: string, patch: { title?: string; rules?: string }) =>
    onChange?.({ ...value, [locale]: { ...value[locale], ...patch } });
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {others.map((locale) => (
        <Space key={locale} direction="vertical" size={4} style={{ width: '100%' }}>
          <Space>
            <Tag>{locale}</Tag>
            {!(value[locale]?.title && value[locale]?.rules) && <Tag color="orange">{t('list.texts.missing')}</Tag>}
          </Space>
          <Input
            aria-label={t('list.texts.title', { locale })}
            placeholder={t('list.texts.title', { locale })}
            maxLength={64}
            value={value[locale]?.title ?? ''}
            onChange={(title) => set(locale, { title })}
          />
          <Input.TextArea
            aria-label={t('list.texts.rules', { locale })}
            placeholder={t('list.texts.rules', { locale })}
            autoSize={{ minRows: 2, maxRows: 4 }}
            value={value[locale]?.rules ?? ''}
            onChange={(rules) => set(locale, { rules })}
          />
        </Space>
      ))}
    </Space>
  );
}

/** A row's title with the locales it lacks a text in. */
export function TitleCell({ row }: { row: Activity }) {
  const t = useT();
  return (
    <Space size={4} wrap>
      <span>{row.title}</span>
      {(row.missingLocales ?? []).length > 0 && (
        <Tag size="small" color="orange" title={t('list.texts.missingIn', { locales: row.missingLocales!.join(', ') })}>
          {t('list.texts.missingIn', { locales: row.missingLocales!.join(', ') })}
        </Tag>
      )}
    </Space>
  );
}

/** The reward currency select, offering only what the chosen type may give. */
export function CurrencySelect(props: ControlProps<number>) {
  const t = useT();
  const label = useEnumLabel();
  const type = watch('type') as number | undefined;
  return (
    <Select
      {...props}
      aria-label={t('list.currency')}
      options={(CURRENCIES_OF[type ?? 2] ?? []).map((currency) => ({
        value: currency,
        label: label(ACTIVITY_CURRENCY, currency),
      }))}
    />
  );
}
