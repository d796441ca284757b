import { useMemo } from 'react';
import { ENABLED_STATUS, useEnumSelectOptions, useT } from '@backoffice/shared';
import { Form, Input, Radio, Select } from '@arco-design/web-react';
import { FormDrawer } from '@backoffice/shared/list';
import { type Account, type AccountSave, useCreateAccountMutation, useEditAccountMutation } from './accountApi';

const CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** Offered first; any other ISO 4217 code can be typed. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'CNY', 'HKD', 'TWD', 'SGD', 'THB', 'IDR', 'PHP', 'VND', 'MYR', 'INR', 'BRL', 'MXN', 'AUD', 'CAD'];
export const LOCALES = ['en-US', 'zh-CN'];
// The api checks a time zone against the same Intl list.
const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

const NEW_PROJECT: Partial<AccountSave> = { currency: 'USD', timezone: 'UTC', defaultLocale: 'en-US', status: 0 };

/** Create or edit a project: its codes, name and the settings its screens use. */
export function AccountForm({ target, onClose }: { target: Account | 'new' | null; onClose(): void }) {
  const t = useT();
  const statusOptions = useEnumSelectOptions(ENABLED_STATUS);
  const [create] = useCreateAccountMutation();
  const [edit] = useEditAccountMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  const initialValues = useMemo<Partial<AccountSave>>(() => {
    if (!editing) return NEW_PROJECT;
    const { code, tenantCode, name, currency, timezone, defaultLocale } = editing;
    return { code, tenant: tenantCode, name, currency, timezone, defaultLocale };
  }, [editing]);

  const save = (values: AccountSave) => {
    if (!editing) return create(values).unwrap();
    const { tenant, name, currency, timezone, defaultLocale } = values;
    return edit({ id: editing.id, body: { tenant, name, currency, timezone, defaultLocale } }).unwrap();
  };
  const required = (field: string) => ({ required: true, message: t('settingAccount.required', { field: t(field) }) });

  return (
    <FormDrawer<AccountSave>
      title={editing ? t('settingAccount.edit.title', { code: editing.code }) : t('settingAccount.create.title')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item
        field="code"
        label={t('settingAccount.code')}
        extra={editing ? t('settingAccount.code.fixed') : t('settingAccount.code.hint')}
        rules={editing ? undefined : [required('settingAccount.code'), { match: CODE_PATTERN, message: t('settingAccount.code.invalid', { field: t('settingAccount.code') }) }]}
      >
        <Input disabled={Boolean(editing)} />
      </Form.Item>
      <Form.Item
        field="tenant"
        label={t('settingAccount.tenantCode')}
        extra={t('settingAccount.code.hint')}
        rules={[required('settingAccount.tenantCode'), { match: CODE_PATTERN, message: t('settingAccount.code.invalid', { field: t('settingAccount.tenantCode') }) }]}
      >
        <Input />
      </Form.Item>
      <Form.Item field="name" label={t('settingAccount.name')} rules={[required('settingAccount.name'), { maxLength: 60, message: t('settingAccount.tooLong', { max: 60 }) }]}>
        <Input />
      </Form.Item>
      <Form.Item
        field="currency"
        label={t('settingAccount.currency')}
        extra={t('settingAccount.currency.hint')}
        normalize={(value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value)}
        rules={[required('settingAccount.currency'), { match: CURRENCY_PATTERN, message: t('settingAccount.currency.invalid') }]}
      >
        <Select showSearch allowCreate options={COMMON_CURRENCIES} />
      </Form.Item>
      <Form.Item field="timezone" label={t('settingAccount.timezone')} rules={[required('settingAccount.timezone')]}>
        <Select showSearch options={TIME_ZONES} />
      </Form.Item>
      <Form.Item field="defaultLocale" label={t('settingAccount.defaultLocale')} rules={[required('settingAccount.defaultLocale')]}>
        <Radio.Group type="button" options={LOCALES.map((locale) => ({ value: locale, label: t(`settingAccount.locale.${locale}`) }))} />
      </Form.Item>
      {!editing && (
        <Form.Item field="status" label={t('settingAccount.status')} extra={t('settingAccount.status.hint')}>
          <Radio.Group
            type="button"
            options={statusOptions}
          />
        </Form.Item>
      )}
    </FormDrawer>
  );
}
