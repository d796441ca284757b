import { useState } from 'react';
import { Alert, Radio, Select } from '@arco-design/web-react';
import { ENABLED_STATUS, LOCALE_NAMES, isLocale, useT } from '@backoffice/shared';
import {
  COMMON_CURRENCIES,
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  SpecForm,
  TIME_ZONES,
  upperCase,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import {
  type CreateSettingAccountApiArg,
  createSettingAccountBody,
  editSettingAccountBody,
  type ListSettingAccountApiArg,
} from './accountApi.generated';
import {
  type Project,
  useCreateSettingAccountMutation,
  useDeleteSettingAccountMutation,
  useDisableSettingAccountMutation,
  useEditSettingAccountMutation,
  useEnableSettingAccountMutation,
  useListSettingAccountQuery,
} from './accountApi';

type ProjectBody = CreateSettingAccountApiArg['body'];

const ENABLED = 0;
const LOCALE_OPTIONS = createSettingAccountBody.properties.defaultLocale.anyOf.map(({ enum: [locale] }) => ({
  value: locale,
  label: LOCALE_NAMES[locale],
}));
/** The content locales most apps serve; any other BCP-47 tag can be typed (the api checks its shape). */
const CONTENT_LOCALES = 'en zh-CN zh-TW es pt-BR fr de ja ko th vi id ms ar tr ru hi'
  .split(' ')
  .map((tag) => ({ value: tag, label: tag }));
const NEW_PROJECT: Partial<ProjectBody> = {
  currency: 'USD',
  timezone: 'UTC',
  defaultLocale: 'en-US',
  contentLocales: ['en'],
  defaultContentLocale: 'en',
  status: 0,
};
const CODE_HINT = 'settingAccount.code.hint';

// The tenant code is sent as `tenant`: `tenantCode` in a body is the request's own scope.
const FIELDS = defineFields<Project, ProjectBody, ListSettingAccountApiArg>()({
  code: {
    label: 'settingAccount.code',
    column: { sortBy: 'code' },
    search: true,
    form: { extra: CODE_HINT, patternHint: CODE_HINT, editing: { extra: 'settingAccount.code.fixed', disabled: true } },
  },
  tenantCode: { label: 'settingAccount.tenantCode', column: { sortBy: 'tenantCode' } },
  tenant: {
    label: 'settingAccount.tenantCode',
    form: { from: 'tenantCode', extra: CODE_HINT, patternHint: CODE_HINT },
  },
  name: { label: 'list.name', column: { sortBy: 'name' }, search: true, form: true },
  currency: {
    label: 'settingAccount.currency',
    column: true,
    form: {
      extra: 'settingAccount.currency.hint',
      patternHint: 'settingAccount.currency.form',
      normalize: upperCase,
      input: <Select showSearch allowCreate options={COMMON_CURRENCIES} />,
    },
  },
  timezone: {
    label: 'settingAccount.timezone',
    column: true,
    form: { input: <Select showSearch options={[...TIME_ZONES]} /> },
  },
  defaultLocale: {
    label: 'settingAccount.defaultLocale',
    column: { render: (locale) => (isLocale(locale) ? LOCALE_NAMES[locale] : locale) },
    form: { input: <Radio.Group type="button" options={LOCALE_OPTIONS} /> },
  },
  contentLocales: {
    label: 'settingAccount.contentLocales',
    form: {
      extra: 'settingAccount.contentLocales.hint',
      input: <Select mode="multiple" allowCreate showSearch options={CONTENT_LOCALES} />,
    },
  },
  defaultContentLocale: {
    label: 'settingAccount.defaultContentLocale',
    form: {
      extra: 'settingAccount.defaultContentLocale.hint',
      input: <Select showSearch allowCreate options={CONTENT_LOCALES} />,
    },
  },
  status: {
    label: 'list.status',
    valueType: 'enabledStatus',
    enum: ENABLED_STATUS,
    column: { sortBy: 'status' },
    search: true,
    form: { extra: 'settingAccount.status.hint', editing: false },
  },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});

/** The projects (tenants) the back-office serves, with a word on what a project is. */
export default function ProjectsPage() {
  const t = useT();
  const list = useListParams<ListSettingAccountApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListSettingAccountQuery(list.request);
  const [create] = useCreateSettingAccountMutation();
  const [edit] = useEditSettingAccountMutation();
  const [disable] = useDisableSettingAccountMutation();
  const [enable] = useEnableSettingAccountMutation();
  const [remove] = useDeleteSettingAccountMutation();
  const [formTarget, setFormTarget] = useState<Project | 'new' | null>(null);
  const columns = useFieldColumns<Project, typeof FIELDS>(FIELDS);

  const rowActions = (project: Project): RowAction[] => {
    const { id, code, status } = project;
    const permission = 'setting:account:edit';
    const disabling: RowAction = {
      key: 'disable',
      label: t('list.disable'),
      permission,
      danger: true,
      run: () => disable({ id }).unwrap(),
      confirm: { title: t('settingAccount.disable.confirm', { code }), content: t('settingAccount.disable.note') },
    };
    const enabling: RowAction = {
      key: 'enable',
      label: t('list.enable'),
      permission,
      run: () => enable({ id }).unwrap(),
      confirm: { title: t('settingAccount.enable.confirm', { code }) },
    };
    return [
      { key: 'edit', label: t('list.edit'), permission, run: () => setFormTarget(project) },
      status === ENABLED ? disabling : enabling,
      {
        // the api deletes only a disabled project
        key: 'delete',
        label: t('list.delete'),
        permission: 'setting:account:delete',
        danger: true,
        hidden: status === ENABLED,
        run: () => remove({ id }).unwrap(),
        confirm: {
          title: t('settingAccount.delete.confirm', { code }),
          content: t('settingAccount.delete.note'),
          okText: t('list.delete'),
        },
      },
    ];
  };

  return (
    <>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title={t('settingAccount.about.title')}
        content={t('settingAccount.about')}
      />
      <ListPage<Project, typeof list.filters>
        title={t('menu.setting.account')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="setting.account"
        create={{
          label: t('settingAccount.create'),
          permission: 'setting:account:add',
          onClick: () => setFormTarget('new'),
        }}
      />
      <SpecForm<Project, ProjectBody>
        fields={FIELDS}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={{ create: createSettingAccountBody, edit: editSettingAccountBody }}
        initialValues={NEW_PROJECT}
        title={(project) =>
          project ? t('settingAccount.edit.title', { code: project.code }) : t('settingAccount.create')
        }
        save={({ code, status, ...settings }, project) =>
          (project
            ? edit({ id: project.id, body: settings })
            : create({ body: { code, status, ...settings } })
          ).unwrap()
        }
      />
    </>
  );
}
