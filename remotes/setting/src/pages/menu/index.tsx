import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, Message, Result, Space, Table } from '@arco-design/web-react';
import { IconMinus, IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import {
  ColumnSettings,
  defineFields,
  PermissionButton,
  useFieldTableColumns,
  useHiddenColumns,
} from '@backoffice/shared/list';
import {
  type MenuItem,
  type MenuSave,
  bodyOf,
  useDeleteSettingMenuMutation,
  useEditSettingMenuMutation,
  useGetSettingMenuTreeQuery,
  useReorderSettingMenuMutation,
} from './menuApi';
import { Breakable, CHILD_TYPE, LabelCell, TypeTag, useActionsColumn, VisibleCell } from './menuColumns';
import { ICON_SELECT, type MenuEditing, MenuForm } from './MenuForm';
import { type MenuRow, menuRows, moved, parentIds } from './menuRows';

// The tree's columns and the item form's labels and hints; the form's controls and hints that
// follow the item's type are MenuForm's own. No list query: the whole menu comes at once.
const FIELDS = defineFields<MenuItem, MenuSave>()({
  // the label (the name's translation) is the page's cell
  menuName: { label: 'settingMenu.label', column: true, form: { label: 'settingMenu.form.name' } },
  menuType: {
    label: 'settingMenu.type',
    column: { render: (type) => <TypeTag type={type} /> },
    form: { extra: 'settingMenu.form.type.help' },
  },
  parentId: { label: 'settingMenu.form.parent', form: true },
  // a button's url is its page's: shown only where it is the item's own
  url: {
    label: 'settingMenu.url',
    column: { render: (url, item) => (item.menuType === 'F' ? '' : <Breakable text={url} />) },
    form: true,
  },
  perms: {
    label: 'settingMenu.perms',
    column: { render: (perms) => <Breakable text={perms} /> },
    form: { extra: 'settingMenu.form.perms.help' },
  },
  remark: { label: 'settingMenu.form.remark', form: true },
  orderNum: { label: 'settingMenu.orderNum', column: { align: 'right' }, form: true },
  visible: { label: 'settingMenu.visible', column: { render: (_, item) => <VisibleCell item={item} /> }, form: true },
  icon: {
    label: 'settingMenu.icon',
    column: true,
    form: { extra: 'settingMenu.form.icon.help', input: ICON_SELECT },
  },
});
// as a list: it fits the page, the order and icon columns are added when wanted
const DEFAULT_HIDDEN = ['orderNum', 'icon'];

/**
 * The server menu as a tree table: modules, their pages and the pages' buttons. Not a
 * ListPage: the api answers the whole menu (~250 items) at once, unpaged, so filtering and
 * the tree are done here.
 */
export default function MenuPage() {
  const intl = useIntl();
  const t = useT();
  const menu = useGetSettingMenuTreeQuery();
  const [edit] = useEditSettingMenuMutation();
  const [remove] = useDeleteSettingMenuMutation();
  const [reorder, reordering] = useReorderSettingMenuMutation();
  const [filter, setFilter] = useState('');
  // null until the user expands or collapses: modules open, so their pages show
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<MenuEditing | null>(null);

  const items = useMemo(() => menu.data ?? [], [menu.data]);
  const labelOf = (item: MenuItem) =>
    item.remark ? intl.formatMessage({ id: item.remark, defaultMessage: item.menuName }) : item.menuName;
  const rows = menuRows(items, labelOf, filter);
  const filtering = Boolean(filter.trim());
  const expandedKeys = filtering
    ? parentIds(rows)
    : (expanded ?? items.filter((item) => item.menuType === 'M').map((item) => item.id));

  // Failures are toasted by the base query; these only say what succeeded.
  const quietly = (action: Promise<unknown>) => void action.catch(() => undefined);
  const fieldColumns = useFieldTableColumns<MenuRow, typeof FIELDS>(FIELDS, {
    menuName: (_: unknown, item) => <LabelCell item={item} labelOf={labelOf} />,
  });
  const actionsColumn = useActionsColumn(items, labelOf, {
    addChild: (row) => setEditing({ parentId: row.id, menuType: CHILD_TYPE[row.menuType] ?? 'F' }),
    edit: (row) => setEditing({ item: row }),
    toggleVisible: (row) =>
      quietly(
        (async () => {
          const visible = row.visible === '0' ? '1' : '0';
          await edit({ id: row.id, body: { ...bodyOf(row), visible } }).unwrap();
          Message.success(
            t(visible === '0' ? 'settingMenu.hidden.done' : 'settingMenu.shown.done', { name: labelOf(row) }),
          );
        })(),
      ),
    move: (row, step) => {
      const changed = moved(items, row, step);
      if (!changed || reordering.isLoading) return;
      quietly(
        (async () => {
          await reorder({ body: { items: changed } }).unwrap();
          Message.success(t('settingMenu.moved'));
        })(),
      );
    },
    remove: async (row) => {
      await remove({ id: row.id }).unwrap();
      Message.success(t('settingMenu.deleted', { name: labelOf(row) }));
    },
  });

  const [hidden, setHidden] = useHiddenColumns('setting.menu', DEFAULT_HIDDEN);
  const choosable = fieldColumns.map(({ key, title }) => ({ key, title }));
  const shownColumns = [...fieldColumns.filter((column) => !hidden.includes(column.key)), actionsColumn];

  const empty = <Empty description={t(filtering ? 'settingMenu.noMatch' : 'settingMenu.empty')} />;

  return (
    <Card title={t('menu.setting.menu')} className="list-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        <Space wrap>
          <PermissionButton
            permission="setting:menu:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({ parentId: 0, menuType: 'M' })}
          >
            {t('settingMenu.addModule')}
          </PermissionButton>
          <Input.Search
            allowClear
            value={filter}
            onChange={setFilter}
            placeholder={t('settingMenu.filter')}
            aria-label={t('settingMenu.filter')}
            style={{ width: 280 }}
          />
          <Button onClick={() => setExpanded(parentIds(menuRows(items, labelOf)))} disabled={filtering}>
            {t('settingMenu.expandAll')}
          </Button>
          <Button onClick={() => setExpanded([])} disabled={filtering}>
            {t('settingMenu.collapseAll')}
          </Button>
        </Space>
        <Space>
          <span>{t('settingMenu.count', { count: items.length })}</span>
          <Button icon={<IconRefresh />} aria-label={t('settingMenu.refresh')} onClick={() => menu.refetch()} />
          <ColumnSettings columns={choosable} hidden={hidden} onChange={setHidden} />
        </Space>
      </div>
      {menu.isError && !menu.data ? (
        <Result
          status="error"
          title={t('settingMenu.error')}
          extra={
            <Button type="primary" onClick={() => menu.refetch()}>
              {t('settingMenu.retry')}
            </Button>
          }
        />
      ) : (
        <Table<(typeof rows)[number]>
          rowKey="id"
          columns={shownColumns}
          data={rows}
          loading={menu.isFetching || reordering.isLoading}
          pagination={false}
          expandedRowKeys={expandedKeys}
          // Arco's own expand button has no name: this one says what it opens or closes
          expandProps={{
            icon: ({ expanded, record }) => (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={t(expanded ? 'settingMenu.collapseRow' : 'settingMenu.expandRow', {
                  name: labelOf(record as MenuItem),
                })}
              >
                {expanded ? <IconMinus /> : <IconPlus />}
              </button>
            ),
          }}
          onExpandedRowsChange={(keys) => setExpanded(keys.map(Number))}
          noDataElement={menu.isLoading ? <div style={{ minHeight: 120 }} /> : empty}
          scroll={{ x: '100%' }}
          border={false}
        />
      )}
      <MenuForm fields={FIELDS} editing={editing} items={items} labelOf={labelOf} onClose={() => setEditing(null)} />
    </Card>
  );
}
