import { useState } from 'react';
import { Button, Input, Message, Select, Space, Tag, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ALL_PROJECTS_CODE, useCurrentProject, usePermission, useT } from '@backoffice/shared';
import { formatDateTime, type ListColumn, ListPage, PermissionButton, useConfirm, useListParams } from '@backoffice/shared/list';
import { type ConfigEntry, useDeleteConfigMutation, useListConfigsQuery, VALUE_TYPES } from './configApi';
import { ConfigForm } from './ConfigForm';
import { ConfigHistory } from './ConfigHistory';
import { ConfigValue } from './ConfigValue';

const TYPE_COLORS = { string: 'gray', number: 'arcoblue', boolean: 'green', json: 'purple' } as Record<string, string>;

/** Typed configuration entries of the current project (or of every project under "all"). */
export default function ConfigPage() {
  const t = useT();
  const allowed = usePermission();
  const confirm = useConfirm();
  const project = useCurrentProject();
  const allProjects = project?.code === ALL_PROJECTS_CODE;
  const list = useListParams({ filters: { configKey: 'string', valueType: 'string' } });
  const result = useListConfigsQuery({ ...list.request, projectCode: project?.code });
  const [deleteConfig] = useDeleteConfigMutation();
  // null: closed; 'new': creating; an entry: editing it.
  const [editing, setEditing] = useState<ConfigEntry | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<ConfigEntry | null>(null);

  const typeOptions = VALUE_TYPES.map((type) => ({ value: type, label: t(`settingConfig.type.${type}`) }));
  const askDelete = (entry: ConfigEntry) =>
    confirm({
      title: t('settingConfig.deleteTitle', { key: entry.configKey }),
      content: t('settingConfig.deleteContent'),
      okText: t('settingConfig.delete'),
      danger: true,
      onOk: async () => {
        await deleteConfig(entry.id).unwrap();
        Message.success(t('settingConfig.deleted', { key: entry.configKey }));
      },
    });

  const columns: ListColumn<ConfigEntry>[] = [
    // Under all projects the same key comes once per project: the project says which row is whose.
    ...(allProjects ? [{ key: 'projectCode', title: t('settingConfig.project'), sortBy: 'project_code' }] : []),
    {
      key: 'configKey',
      title: t('settingConfig.configKey'),
      sortBy: 'config_key',
      // a key is one word: it never wraps
      render: (key: string) => <Typography.Text copyable style={{ fontFamily: 'monospace', margin: 0, whiteSpace: 'nowrap' }}>{key}</Typography.Text>,
    },
    {
      key: 'valueType',
      title: t('settingConfig.valueType'),
      sortBy: 'value_type',
      render: (type: string) => <Tag color={TYPE_COLORS[type]}>{t(`settingConfig.type.${type}`)}</Tag>,
    },
    { key: 'value', title: t('settingConfig.value'), render: (value: string, entry: ConfigEntry) => <ConfigValue type={entry.valueType} value={value} /> },
    { key: 'description', title: t('settingConfig.description') },
    { key: 'updateBy', title: t('settingConfig.updateBy'), defaultHidden: true },
    { key: 'updateTime', title: t('settingConfig.updateTime'), sortBy: 'update_time', render: (time: string) => formatDateTime(time) },
    {
      key: 'actions',
      title: t('settingConfig.actions'),
      fixedShown: true,
      render: (_: unknown, entry: ConfigEntry) => (
        <Space size={0}>
          {allowed(['setting:config:edit']) && (
            <Button type="text" size="small" onClick={() => setEditing(entry)}>{t('settingConfig.edit')}</Button>
          )}
          <Button type="text" size="small" onClick={() => setHistoryOf(entry)}>{t('settingConfig.history')}</Button>
          {allowed(['setting:config:delete']) && (
            <Button type="text" size="small" status="danger" onClick={() => askDelete(entry)}>{t('settingConfig.delete')}</Button>
          )}
        </Space>
      ),
    },
  ];

  // Under "all" the api cannot tell which project a new entry belongs to (400 on projectCode).
  const toolbar = (
    <>
      <PermissionButton permission="setting:config:add" type="primary" icon={<IconPlus />} disabled={allProjects} onClick={() => setEditing('new')}>
        {t('settingConfig.create')}
      </PermissionButton>
      {allProjects && allowed(['setting:config:add']) && <Typography.Text type="secondary">{t('settingConfig.allProjectsHint')}</Typography.Text>}
    </>
  );

  return (
    <>
      <ListPage<ConfigEntry, typeof list.filters>
        title={t('menu.setting.config')}
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        listKey="setting.config"
        toolbar={toolbar}
        searchFields={[
          // Own ids and names: the drawer's form has fields of the same names, and Arco derives ids from them.
          {
            name: 'configKey',
            label: t('settingConfig.configKey'),
            input: <Input id="config-filter-key" aria-label={t('settingConfig.configKey')} allowClear placeholder={t('settingConfig.keyPlaceholder')} />,
          },
          {
            name: 'valueType',
            label: t('settingConfig.valueType'),
            input: <Select id="config-filter-type" aria-label={t('settingConfig.valueType')} allowClear placeholder={t('settingConfig.any')} options={typeOptions} />,
          },
        ]}
      />
      <ConfigForm entry={editing === 'new' ? null : editing} visible={editing !== null} onClose={() => setEditing(null)} />
      <ConfigHistory entry={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
