import { Alert, Radio, Select } from '@arco-design/web-react';
import { ENABLED_STATUS, LOCALE_NAMES, isLocale, useT } from '@backoffice/shared';
import { COMMON_CURRENCIES, defineFields, ResourcePage, TIME_ZONES, upperCase } from '@backoffice/shared/list';
import {
  type CreateSettingAccountApiArg,
  createSettingAccountBody,
  editSettingAccountBody,
  type ListSettingAccountApiArg,
} from './accountApi.generated';
import { type Project, projectApi } from './accountApi';

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
    valueType: 'code',
    column: { sortBy: 'code' },
    search: true,
    form: { extra: CODE_HINT, patternHint: CODE_HINT, editing: { extra: 'settingAccount.code.fixed', disabled: true } },
  },
  tenantCode: { label: 'settingAccount.tenantCode', valueType: 'code', column: { sortBy: 'tenantCode' } },
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
const { listSettingAccount: list, createSettingAccount: create, editSettingAccount: edit } = projectApi.endpoints;
const {
  deleteSettingAccount: remove,
  enableSettingAccount: enable,
  disableSettingAccount: disable,
} = projectApi.endpoints;

/** The projects (tenants) the back-office serves, with a word on what a project is. */
export default function ProjectsPage() {
  const t = useT();
  return (
    <>
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title={t('settingAccount.about.title')}
        content={t('settingAccount.about')}
      />
      <ResourcePage
        screen="setting/account"
        fields={FIELDS}
        endpoints={{ list, create, edit, remove }}
        schema={{ create: createSettingAccountBody, edit: editSettingAccountBody }}
        noun="settingAccount.noun"
        nameOf={(project) => project.code}
        initialValues={NEW_PROJECT}
        status={{ enable, disable, disableNote: t('settingAccount.disable.note') }}
        // the api deletes only a disabled project
        rowActions={(project, { edit, status, remove }) => [
          edit,
          status,
          { ...remove, hidden: project.status === ENABLED },
        ]}
        deleteNote={() => t('settingAccount.delete.note')}
        // the code and the status are not the edit's to change
        bodyOf={({ code, status, ...settings }, project) => (project ? settings : { code, status, ...settings })}
      />
    </>
  );
}
