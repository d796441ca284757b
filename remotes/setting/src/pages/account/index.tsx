import { useState } from 'react';
import { Alert } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { LOCALE_NAMES, isLocale, useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import { ProjectForm } from './ProjectForm';
import type { ListSettingAccountApiArg } from './accountApi.generated';
import {
  type Project,
  useDeleteSettingAccountMutation,
  useDisableSettingAccountMutation,
  useEnableSettingAccountMutation,
  useListSettingAccountQuery,
} from './accountApi';

const ENABLED = 0;

/** The projects (tenants) the back-office serves, with a word on what a project is. */
export default function ProjectsPage() {
  const t = useT();
  const list = useListParams<ListSettingAccountApiArg>({
    filters: { code: 'string', name: 'string', status: 'number' },
  });
  const result = useListSettingAccountQuery(list.request);
  const [disable] = useDisableSettingAccountMutation();
  const [enable] = useEnableSettingAccountMutation();
  const [remove] = useDeleteSettingAccountMutation();
  const [formTarget, setFormTarget] = useState<Project | 'new' | null>(null);

  const columns: ListColumn<Project>[] = [
    { key: 'code', title: t('settingAccount.code'), sortBy: 'code', search: true },
    { key: 'tenantCode', title: t('settingAccount.tenantCode'), sortBy: 'tenantCode' },
    { key: 'name', title: t('list.name'), sortBy: 'name', search: true },
    { key: 'currency', title: t('settingAccount.currency') },
    { key: 'timezone', title: t('settingAccount.timezone') },
    {
      key: 'defaultLocale',
      title: t('settingAccount.defaultLocale'),
      render: (locale: string) => (isLocale(locale) ? LOCALE_NAMES[locale] : locale),
    },
    { key: 'status', title: t('list.status'), sortBy: 'status', valueType: 'enabledStatus', search: true },
    { key: 'createTime', title: t('list.created'), sortBy: 'createTime', valueType: 'dateTime' },
  ];
  const rowActions = (project: Project): RowAction[] => {
    const { id, code, status } = project;
    const edit = 'setting:account:edit';
    const disabling: RowAction = {
      key: 'disable',
      label: t('list.disable'),
      permission: edit,
      danger: true,
      run: () => disable({ id }).unwrap(),
      confirm: { title: t('settingAccount.disable.confirm', { code }), content: t('settingAccount.disable.note') },
    };
    const enabling: RowAction = {
      key: 'enable',
      label: t('list.enable'),
      permission: edit,
      run: () => enable({ id }).unwrap(),
      confirm: { title: t('settingAccount.enable.confirm', { code }) },
    };
    return [
      { key: 'edit', label: t('list.edit'), permission: edit, run: () => setFormTarget(project) },
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
        toolbar={
          <PermissionButton
            permission="setting:account:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setFormTarget('new')}
          >
            {t('settingAccount.create')}
          </PermissionButton>
        }
      />
      <ProjectForm target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
