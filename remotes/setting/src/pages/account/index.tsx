import { useState } from 'react';
import { Alert, Button, Input, Select, Space } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ENABLED_STATUS, useEnumSelectOptions, usePermission, useT } from '@backoffice/shared';
import { EnabledStatusTag, formatDateTime, type ListColumn, ListPage, PermissionButton, useConfirm, useListParams } from '@backoffice/shared/list';
import { AccountForm } from './AccountForm';
import { type Account, useDeleteAccountMutation, useListAccountsQuery, useSetAccountStatusMutation } from './accountApi';

const ENABLED = 0;

/** The projects (tenants) the back-office serves, with a word on what a project is. */
export default function AccountPage() {
  const t = useT();
  const list = useListParams({ filters: { code: 'string', name: 'string', status: 'number' } });
  const result = useListAccountsQuery(list.request);
  const [setStatus] = useSetAccountStatusMutation();
  const [remove] = useDeleteAccountMutation();
  const [formTarget, setFormTarget] = useState<Account | 'new' | null>(null);
  const allowed = usePermission();
  const confirm = useConfirm();
  const canEdit = allowed(['setting:account:edit']);
  const canDelete = allowed(['setting:account:delete']);

  const askStatus = (project: Account, enable: boolean) =>
    confirm({
      title: t(enable ? 'settingAccount.enable.confirm' : 'settingAccount.disable.confirm', { code: project.code }),
      content: enable ? undefined : t('settingAccount.disable.note'),
      danger: !enable,
      onOk: () => setStatus({ id: project.id, enable }).unwrap(),
    });
  const askDelete = (project: Account) =>
    confirm({
      title: t('settingAccount.delete.confirm', { code: project.code }),
      content: t('settingAccount.delete.note'),
      okText: t('settingAccount.delete'),
      danger: true,
      onOk: () => remove(project.id).unwrap(),
    });

  const statusOptions = useEnumSelectOptions(ENABLED_STATUS);
  const columns: ListColumn<Account>[] = [
    { key: 'code', title: t('settingAccount.code'), sortBy: 'code' },
    { key: 'tenantCode', title: t('settingAccount.tenantCode'), sortBy: 'tenantCode' },
    { key: 'name', title: t('settingAccount.name'), sortBy: 'name' },
    { key: 'currency', title: t('settingAccount.currency') },
    { key: 'timezone', title: t('settingAccount.timezone') },
    { key: 'defaultLocale', title: t('settingAccount.defaultLocale'), render: (locale: string) => (locale === 'zh-CN' || locale === 'en-US' ? t(`settingAccount.locale.${locale}`) : locale) },
    { key: 'status', title: t('settingAccount.status'), sortBy: 'status', render: (status: number) => <EnabledStatusTag status={status} /> },
    { key: 'createTime', title: t('settingAccount.created'), sortBy: 'createTime', render: (time: string) => formatDateTime(time) },
    {
      key: 'actions',
      title: t('list.actions'),
      fixedShown: true,
      render: (_: unknown, project: Account) => (
        <Space size={0} wrap>
          {canEdit && <Button type="text" size="small" onClick={() => setFormTarget(project)}>{t('settingAccount.edit')}</Button>}
          {canEdit && (
            <Button type="text" size="small" status={project.status === ENABLED ? 'danger' : undefined} onClick={() => askStatus(project, project.status !== ENABLED)}>
              {t(project.status === ENABLED ? 'settingAccount.disable' : 'settingAccount.enable')}
            </Button>
          )}
          {/* the api deletes only a disabled project */}
          {canDelete && project.status !== ENABLED && (
            <Button type="text" size="small" status="danger" onClick={() => askDelete(project)}>{t('settingAccount.delete')}</Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Alert type="info" style={{ marginBottom: 16 }} title={t('settingAccount.about.title')} content={t('settingAccount.about')} />
      <ListPage<Account, typeof list.filters>
        title={t('menu.setting.account')}
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        listKey="setting.account"
        searchFields={[
          { name: 'code', label: t('settingAccount.code'), input: <Input allowClear /> },
          { name: 'name', label: t('settingAccount.name'), input: <Input allowClear /> },
          {
            name: 'status',
            label: t('settingAccount.status'),
            input: <Select allowClear placeholder={t('settingAccount.any')} options={statusOptions} />,
          },
        ]}
        toolbar={
          <PermissionButton permission="setting:account:add" type="primary" icon={<IconPlus />} onClick={() => setFormTarget('new')}>
            {t('settingAccount.create')}
          </PermissionButton>
        }
      />
      <AccountForm target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}
