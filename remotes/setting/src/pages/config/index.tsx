import { useState } from 'react';
import { Input, Message, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useT } from '@backoffice/shared';
import {
  defineFields,
  ListPage,
  PermissionButton,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import {
  type CreateSettingConfigApiArg,
  createSettingConfigBody,
  type ListSettingConfigApiArg,
} from './configApi.generated';
import { type ConfigEntry, useDeleteSettingConfigMutation, useListSettingConfigQuery } from './configApi';
import { ConfigForm } from './ConfigForm';
import { ConfigHistory } from './ConfigHistory';
import { ConfigValue } from './ConfigValue';
import { CONFIG_VALUE_TYPE } from './configValueType';

const MONO = { fontFamily: 'monospace' };
const FIELDS = defineFields<ConfigEntry, CreateSettingConfigApiArg['body'], ListSettingConfigApiArg>()({
  // shown under all projects only, where the same key comes once per project
  projectCode: { label: 'list.project', valueType: 'project', column: { sortBy: 'project_code' } },
  configKey: {
    label: 'settingConfig.configKey',
    column: {
      sortBy: 'config_key',
      // a key is one word: it never wraps
      render: (key) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', margin: 0, whiteSpace: 'nowrap' }}>
          {key}
        </Typography.Text>
      ),
    },
    search: { placeholder: 'settingConfig.keyPlaceholder' },
    form: {
      extra: 'settingConfig.keyExtra',
      patternHint: 'settingConfig.keyForm',
      input: (
        <Input
          maxLength={createSettingConfigBody.properties.configKey.maxLength}
          placeholder="player.free_episodes"
          style={MONO}
        />
      ),
      editing: { disabled: true, extra: undefined },
    },
  },
  // its control is the form's own: a change of type clears a value that would not fit it
  valueType: {
    label: 'settingConfig.valueType',
    valueType: 'enum',
    enum: CONFIG_VALUE_TYPE,
    column: { sortBy: 'value_type' },
    search: true,
    form: { editing: { extra: 'settingConfig.typeChangeExtra' } },
  },
  // read and typed by its type: the cell and the form's control follow it
  value: {
    label: 'settingConfig.value',
    column: { render: (value, entry) => <ConfigValue type={entry.valueType} value={value} /> },
    form: true,
  },
  description: {
    label: 'settingConfig.description',
    column: true,
    form: {
      input: (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={createSettingConfigBody.properties.description.maxLength}
          showWordLimit
        />
      ),
    },
  },
  updateBy: { label: 'settingConfig.updateBy', column: { defaultHidden: true } },
  updateTime: { label: 'settingConfig.updateTime', valueType: 'dateTime', column: { sortBy: 'update_time' } },
});

/** Typed configuration entries of the current project (or of every project under "all"). */
export default function ConfigPage() {
  const t = useT();
  const list = useListParams<ListSettingConfigApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListSettingConfigQuery(list.request);
  const [remove] = useDeleteSettingConfigMutation();
  // null: closed; 'new': creating; an entry: editing it.
  const [editing, setEditing] = useState<ConfigEntry | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<ConfigEntry | null>(null);

  const columns = useFieldColumns<ConfigEntry, typeof FIELDS>(FIELDS);
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

  const toolbar = (
    <>
      <PermissionButton
        permission="setting:config:add"
        type="primary"
        icon={<IconPlus />}
        onClick={() => setEditing('new')}
      >
        {t('settingConfig.create')}
      </PermissionButton>
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
        fields={FIELDS}
        entry={editing === 'new' ? null : editing}
        visible={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfigHistory entry={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
