import { useMemo } from 'react';
import { Radio, Select } from '@arco-design/web-react';
import { ENABLED_STATUS, LOCALE_NAMES, useT } from '@backoffice/shared';
import {
  COMMON_CURRENCIES,
  FormDrawer,
  type FormField,
  SchemaFields,
  TIME_ZONES,
  upperCase,
} from '@backoffice/shared/list';
import {
  type CreateSettingAccountApiArg,
  createSettingAccountBody,
  editSettingAccountBody,
} from './accountApi.generated';
import { type Project, useCreateSettingAccountMutation, useEditSettingAccountMutation } from './accountApi';

type ProjectSave = CreateSettingAccountApiArg['body'];

const LOCALE_OPTIONS = createSettingAccountBody.properties.defaultLocale.anyOf.map(({ enum: [locale] }) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
}));
const NEW_PROJECT: Partial<ProjectSave> = {
  currency: 'USD',
  timezone: 'UTC',
  defaultLocale: 'en-US',
  contentLocales: ['en'],
  defaultContentLocale: 'en',
  status: 0,
};
/** The content locales most apps serve; any other BCP-47 tag can be typed (the api checks its shape). */
const CONTENT_LOCALES = [
  'en',
  'zh-CN',
  'zh-TW',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'ms',
  'ar',
  'tr',
  'ru',
  'hi',
].map((tag) => ({ value: tag, label: tag }));

/** Create or edit a project: its codes, name and the settings its screens use. */
export function ProjectForm({ target, onClose }: { target: Project | 'new' | null; onClose(): void }) {
  const t = useT();
  const [create] = useCreateSettingAccountMutation();
  const [edit] = useEditSettingAccountMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  // the form's own fields only: a row's projectCode or tenantCode would pose as the request's scope
  const initialValues = useMemo<Partial<ProjectSave>>(() => {
    if (!editing) return NEW_PROJECT;
    const {
      code,
      tenantCode: tenant,
      name,
      currency,
      timezone,
      defaultLocale,
      contentLocales,
      defaultContentLocale,
    } = editing;
    return {
      code,
      tenant,
      name,
      currency,
      timezone,
      defaultLocale: defaultLocale as ProjectSave['defaultLocale'],
      contentLocales,
      defaultContentLocale,
    };
  }, [editing]);
  const save = ({ code, status, ...settings }: ProjectSave) =>
    editing
      ? edit({ id: editing.id, body: settings }).unwrap()
      : create({ body: { code, status, ...settings } }).unwrap();

  const codeHint = t('settingAccount.code.hint');
  const fields: FormField[] = [
    {
      field: 'code',
      label: t('settingAccount.code'),
      extra: editing ? t('settingAccount.code.fixed') : codeHint,
      patternHint: codeHint,
      disabled: Boolean(editing),
    },
    { field: 'tenant', label: t('settingAccount.tenantCode'), extra: codeHint, patternHint: codeHint },
    { field: 'name', label: t('list.name') },
    {
      field: 'currency',
      label: t('settingAccount.currency'),
      extra: t('settingAccount.currency.hint'),
      patternHint: t('settingAccount.currency.form'),
      normalize: upperCase,
      input: <Select showSearch allowCreate options={COMMON_CURRENCIES} />,
    },
    { field: 'timezone', label: t('settingAccount.timezone'), input: <Select showSearch options={[...TIME_ZONES]} /> },
    {
      field: 'defaultLocale',
      label: t('settingAccount.defaultLocale'),
      input: <Radio.Group type="button" options={LOCALE_OPTIONS} />,
    },
    {
      field: 'contentLocales',
      label: t('settingAccount.contentLocales'),
      extra: t('settingAccount.contentLocales.hint'),
      input: <Select mode="multiple" allowCreate showSearch options={CONTENT_LOCALES} />,
    },
    {
      field: 'defaultContentLocale',
      label: t('settingAccount.defaultContentLocale'),
      extra: t('settingAccount.defaultContentLocale.hint'),
      input: <Select showSearch allowCreate options={CONTENT_LOCALES} />,
    },
    ...(editing
      ? []
      : [{ field: 'status', label: t('list.status'), extra: t('settingAccount.status.hint'), enum: ENABLED_STATUS }]),
  ];

  return (
    <FormDrawer<ProjectSave>
      title={editing ? t('settingAccount.edit.title', { code: editing.code }) : t('settingAccount.create')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <SchemaFields schema={editing ? editSettingAccountBody : createSettingAccountBody} fields={fields} />
    </FormDrawer>
  );
}
