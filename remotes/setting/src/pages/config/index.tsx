import { useState } from 'react';
import { Message, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ALL_PROJECTS_CODE, useCurrentProject, usePermission, useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import type { ListSettingConfigApiArg } from './configApi.generated';
import { type ConfigEntry, useDeleteSettingConfigMutation, useListSettingConfigQuery } from './configApi';
import { ConfigForm } from './ConfigForm';
import { ConfigHistory } from './ConfigHistory';
import { ConfigValue } from './ConfigValue';
import { CONFIG_VALUE_TYPE } from './configValueType';

/** Typed configuration entries of the current project (or of every project under "all"). */
export default function ConfigPage() {
  const t = useT();
  const allowed = usePermission();
  const project = useCurrentProject();
  const allProjects = project?.code === ALL_PROJECTS_CODE;
  const list = useListParams<ListSettingConfigApiArg>({ filters: { configKey: 'string', valueType: 'string' } });
  const result = useListSettingConfigQuery(list.request);
  const [remove] = useDeleteSettingConfigMutation();
  // null: closed; 'new': creating; an entry: editing it.
  const [editing, setEditing] = useState<ConfigEntry | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<ConfigEntry | null>(null);

  const columns: ListColumn<ConfigEntry>[] = [
    // Under all projects the same key comes once per project: the project says which row is whose.
    ...(allProjects ? [{ key: 'projectCode', title: t('settingConfig.project'), sortBy: 'project_code' }] : []),
    {
      key: 'configKey',
      title: t('settingConfig.configKey'),
      sortBy: 'config_key',
      search: true,
      searchPlaceholder: t('settingConfig.keyPlaceholder'),
      // a key is one word: it never wraps
      render: (key: string) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', margin: 0, whiteSpace: 'nowrap' }}>
          {key}
        </Typography.Text>
      ),
    },
    {
      key: 'valueType',
      title: t('settingConfig.valueType'),
      sortBy: 'value_type',
      valueType: 'enum',
      enum: CONFIG_VALUE_TYPE,
      search: true,
    },
    {
      key: 'value',
      title: t('settingConfig.value'),
      render: (value: string, entry: ConfigEntry) => <ConfigValue type={entry.valueType} value={value} />,
    },
    { key: 'description', title: t('settingConfig.description') },
    { key: 'updateBy', title: t('settingConfig.updateBy'), defaultHidden: true },
    { key: 'updateTime', title: t('settingConfig.updateTime'), sortBy: 'update_time', valueType: 'dateTime' },
  ];
  const rowActions = (entry: ConfigEntry): RowAction[] => [
    { key: 'edit', label: t('settingConfig.edit'), permission: 'setting:config:edit', run: () => setEditing(entry) },
    { key: 'history', label: t('settingConfig.history'), run: () => setHistoryOf(entry) },
    {
      key: 'delete',
      label: t('settingConfig.delete'),
      permission: 'setting:config:delete',
      danger: true,
      confirm: {
        title: t('settingConfig.deleteTitle', { key: entry.configKey }),
        content: t('settingConfig.deleteContent'),
        okText: t('settingConfig.delete'),
      },
      run: async () => {
        await remove({ id: entry.id }).unwrap();
        Message.success(t('settingConfig.deleted', { key: entry.configKey }));
      },
    },
  ];

  // Under "all" the api cannot tell which project a new entry belongs to (400 on projectCode).
  const toolbar = (
    <>
      <PermissionButton
        permission="setting:config:add"
        type="primary"
        icon={<IconPlus />}
        disabled={allProjects}
        onClick={() => setEditing('new')}
      >
        {t('settingConfig.create')}
      </PermissionButton>
      {allProjects && allowed(['setting:config:add']) && (
        <Typography.Text type="secondary">{t('settingConfig.allProjectsHint')}</Typography.Text>
      )}
    </>
  );

  return (
    <>
      <ListPage<ConfigEntry, typeof list.filters>
        title={t('menu.setting.config')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="setting.config"
        toolbar={toolbar}
      />
      <ConfigForm
        entry={editing === 'new' ? null : editing}
        visible={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfigHistory entry={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
