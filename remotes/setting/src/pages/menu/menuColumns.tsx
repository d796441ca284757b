import { Fragment } from 'react';
import { Button, Space, type TableColumnProps, Tag, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { usePermission, useT } from '@backoffice/shared';
import { type RowAction, RowActions } from '@backoffice/shared/list';
import { type MenuItem, type MenuType } from './menuApi';
import { type MenuRow, siblingsOf } from './menuRows';

const TYPE_COLORS: Record<MenuType, string> = { M: 'arcoblue', C: 'green', F: 'orange' };

/** A route name, url or permission may wrap after a `/` or `:`, never inside a word. */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/:])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
/** An item's type as a tag of its colour. */
export function TypeTag({ type }: { type: MenuType }) {
  const t = useT();
  return (
    <Tag color={TYPE_COLORS[type]} size="small">
      {t(`settingMenu.type.${type}`)}
    </Tag>
  );
}

/** Whether a module or page shows in the menu; a button is not in the menu itself. */
export function VisibleCell({ item }: { item: MenuItem }) {
  const t = useT();
  if (item.menuType === 'F') return null;
  return item.visible === '0' ? (
    <Tag color="gray">{t('settingMenu.visible.hidden')}</Tag>
  ) : (
    t('settingMenu.visible.shown')
  );
}

/** An item's label, with its name beside it when the label is a translation. */
export function LabelCell({ item, labelOf }: { item: MenuItem; labelOf: (item: MenuItem) => string }) {
  return (
    <span>
      {labelOf(item)}
      {item.remark && (
        <span style={{ color: 'var(--color-text-2)', fontSize: 12, marginLeft: 6 }}>
          <Breakable text={item.menuName} />
        </span>
      )}
    </span>
  );
}

/** What can be added under each type: pages in a module, buttons in a page. */
export const CHILD_TYPE: Record<MenuType, MenuType | null> = { M: 'C', C: 'F', F: null };

export interface MenuActions {
  addChild(row: MenuItem): void;
  edit(row: MenuItem): void;
  toggleVisible(row: MenuItem): void;
  move(row: MenuItem, step: -1 | 1): void;
  /** deletes, once the user said yes */
  remove(row: MenuItem): Promise<unknown>;
}

/** The menu table's actions column: they follow the user's setting:menu:* permissions. */
export function useActionsColumn(
  items: MenuItem[],
  labelOf: (item: MenuItem) => string,
  actions: MenuActions,
): TableColumnProps<MenuRow> {
  const t = useT();
  const allowed = usePermission();
  const canEdit = allowed(['setting:menu:edit']);

  return {
    title: t('settingMenu.actions'),
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row) => {
      const siblings = siblingsOf(items, row.parentId);
      const at = siblings.findIndex((sibling) => sibling.id === row.id);
      const hasChildren = items.some((item) => item.parentId === row.id);
      // The arrows (icons, disabled at the ends) are drawn here; the rest are declared.
      const declared: RowAction[] = [
        {
          key: 'addChild',
          label: t('settingMenu.addChild'),
          permission: 'setting:menu:add',
          hidden: !CHILD_TYPE[row.menuType],
          run: () => actions.addChild(row),
        },
        { key: 'edit', label: t('settingMenu.edit'), permission: 'setting:menu:edit', run: () => actions.edit(row) },
        {
          key: 'visible',
          label: t(row.visible === '0' ? 'settingMenu.show' : 'settingMenu.hide'),
          permission: 'setting:menu:edit',
          hidden: row.menuType === 'F',
          run: () => actions.toggleVisible(row),
        },
      ];
      const remove: RowAction = {
        key: 'delete',
        label: t('settingMenu.delete'),
        permission: 'setting:menu:delete',
        danger: true,
        disabled: hasChildren ? t('settingMenu.delete.hasChildren') : undefined,
        confirm: {
          title: t('settingMenu.delete.title', { name: labelOf(row) }),
          content: t('settingMenu.delete.content'),
        },
        run: () => actions.remove(row),
      };
      return (
        <Space size={0}>
          <RowActions actions={declared} />
          {canEdit && (
            <>
              <Tooltip content={t('settingMenu.moveUp')}>
                <Button
                  type="text"
                  size="small"
                  icon={<IconArrowUp />}
                  aria-label={t('settingMenu.moveUp')}
                  disabled={at <= 0}
                  onClick={() => actions.move(row, -1)}
                />
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
          <RowActions actions={[remove]} />
        </Space>
      );
    },
  };
}
