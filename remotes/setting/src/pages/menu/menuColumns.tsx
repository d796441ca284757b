import { Button, Space, type TableColumnProps, Tag, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { usePermission, useT } from '@backoffice/shared';
import { type MenuItem, type MenuType } from './menuApi';
import { type MenuRow, siblingsOf } from './menuRows';

const TYPE_COLORS: Record<MenuType, string> = { M: 'arcoblue', C: 'green', F: 'orange' };
/** What can be added under each type: pages in a module, buttons in a page. */
export const CHILD_TYPE: Record<MenuType, MenuType | null> = { M: 'C', C: 'F', F: null };

export interface MenuActions {
  addChild(row: MenuItem): void;
  edit(row: MenuItem): void;
  toggleVisible(row: MenuItem): void;
  move(row: MenuItem, step: -1 | 1): void;
  remove(row: MenuItem): void;
}

/** The menu table's columns; the actions follow the user's setting:menu:* permissions. */
export function useMenuColumns(items: MenuItem[], labelOf: (item: MenuItem) => string, actions: MenuActions): TableColumnProps<MenuRow>[] {
  const t = useT();
  const allowed = usePermission();
  const [canAdd, canEdit, canDelete] = ['add', 'edit', 'delete'].map((action) => allowed([`setting:menu:${action}`]));
  const muted = { color: 'var(--color-text-3)', fontSize: 12 };

  return [
    {
      title: t('settingMenu.label'),
      key: 'label',
      width: 300,
      render: (_: unknown, row) => (
        <span>
          {labelOf(row)}
          {row.remark && <span style={{ ...muted, marginLeft: 6 }}>{row.menuName}</span>}
        </span>
      ),
    },
    {
      title: t('settingMenu.type'),
      dataIndex: 'menuType',
      width: 90,
      render: (type: MenuType) => <Tag color={TYPE_COLORS[type]} size="small">{t(`settingMenu.type.${type}`)}</Tag>,
    },
    // a button's url is its page's: shown only where it is the item's own
    { title: t('settingMenu.url'), dataIndex: 'url', width: 200, ellipsis: true, tooltip: true, render: (url: string, row) => (row.menuType === 'F' ? '' : url) },
    { title: t('settingMenu.perms'), dataIndex: 'perms', width: 220, ellipsis: true, tooltip: true },
    { title: t('settingMenu.orderNum'), dataIndex: 'orderNum', width: 80, align: 'right' },
    {
      title: t('settingMenu.visible'),
      dataIndex: 'visible',
      width: 110,
      render: (visible: string, row) => (row.menuType === 'F' ? null : visible === '0' ? <Tag color="gray">{t('settingMenu.visible.hidden')}</Tag> : t('settingMenu.visible.shown')),
    },
    { title: t('settingMenu.icon'), dataIndex: 'icon', width: 140, ellipsis: true },
    {
      title: t('settingMenu.actions'),
      key: 'actions',
      width: 330,
      fixed: 'right',
      render: (_: unknown, row) => {
        const siblings = siblingsOf(items, row.parentId);
        const at = siblings.findIndex((sibling) => sibling.id === row.id);
        const hasChildren = items.some((item) => item.parentId === row.id);
        return (
          <Space size={0}>
            {canAdd && CHILD_TYPE[row.menuType] && (
              <Button type="text" size="small" onClick={() => actions.addChild(row)}>{t('settingMenu.addChild')}</Button>
            )}
            {canEdit && <Button type="text" size="small" onClick={() => actions.edit(row)}>{t('settingMenu.edit')}</Button>}
            {canEdit && row.menuType !== 'F' && (
              <Button type="text" size="small" onClick={() => actions.toggleVisible(row)}>
                {t(row.visible === '0' ? 'settingMenu.show' : 'settingMenu.hide')}
              </Button>
            )}
            {canEdit && (
              <>
                <Tooltip content={t('settingMenu.moveUp')}>
                  <Button type="text" size="small" icon={<IconArrowUp />} aria-label={t('settingMenu.moveUp')} disabled={at <= 0} onClick={() => actions.move(row, -1)} />
                </Tooltip>
                <Tooltip content={t('settingMenu.moveDown')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<IconArrowDown />}
                    aria-label={t('settingMenu.moveDown')}
                    disabled={at < 0 || at >= siblings.length - 1}
                    onClick={() => actions.move(row, 1)}
                  />
                </Tooltip>
              </>
            )}
            {canDelete &&
              (hasChildren ? (
                <Tooltip content={t('settingMenu.delete.hasChildren')}>
                  <Button type="text" size="small" status="danger" disabled>{t('settingMenu.delete')}</Button>
                </Tooltip>
              ) : (
                <Button type="text" size="small" status="danger" onClick={() => actions.remove(row)}>{t('settingMenu.delete')}</Button>
              ))}
          </Space>
        );
      },
    },
  ];
}
