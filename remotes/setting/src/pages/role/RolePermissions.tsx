import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Input,
  Message,
  Modal,
  Result,
  Space,
  Spin,
  Tag,
  Tree,
} from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { type MenuItem, useGetSettingMenuTreeQuery } from '../menu/menuApi';
import { checkState, grantTree, type GrantNode, indexMenu, normalizeGrants, parentKeys, tick } from './grantTree';
import { type Role, useEditSettingRoleMenusMutation } from './roleApi';

const TYPE_COLORS = { M: 'arcoblue', C: 'green', F: 'orange' } as const;

interface RolePermissionsProps {
  /** the role whose grants are shown; null keeps the drawer closed */
  role: Role | null;
  /** may tick and save (setting:role:edit); otherwise the tree is read-only */
  editable: boolean;
  onClose(): void;
}

const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((id) => b.has(id));

/** A role's menu grants as a checkable tree of modules, pages and buttons. */
export function RolePermissions({ role, editable, onClose }: RolePermissionsProps) {
  const intl = useIntl();
  const t = useT();
  // the whole menu (hidden items and buttons too), as the menu screen reads it
  const menu = useGetSettingMenuTreeQuery(undefined, { skip: !role });
  const [grant, granting] = useEditSettingRoleMenusMutation();
  const index = useMemo(() => indexMenu(menu.data ?? []), [menu.data]);
  const saved = useMemo(() => normalizeGrants(index, role?.menuIds ?? []), [index, role]);
  // The ticks being edited, for one role; opening another role (or this one again) starts from what is saved.
  const [draft, setDraft] = useState<{ roleId: number; granted: Set<number> } | null>(null);
  const granted = draft && draft.roleId === role?.id ? draft.granted : saved;
  const changed = !sameSet(granted, saved);
  const [filter, setFilter] = useState('');

  // Leaving the page (reload, closing the tab) with unsaved ticks asks too.
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  const [expanded, setExpanded] = useState<string[]>([]);

  const labelOf = (item: MenuItem) =>
    item.remark ? intl.formatMessage({ id: item.remark, defaultMessage: item.menuName }) : item.menuName;
  const nodes = grantTree(index, labelOf, filter);
  const { checkedKeys, halfCheckedKeys } = checkState(index, granted);

  const close = () => {
    const leave = () => {
      setDraft(null);
      setFilter('');
      onClose();
    };
    if (!changed) return leave();
    Modal.confirm({
      title: t('form.discard.title'),
      content: t('form.discard.content'),
      okText: t('form.discard.ok'),
      cancelText: t('form.discard.keep'),
      okButtonProps: { status: 'danger' },
      onOk: leave,
    });
  };

  const save = async () => {
    if (!role) return;
    // Modules and pages above a ticked item are in `granted` already: the user's menu shows
    // a page only under its module, so they are sent with it.
    await grant({ id: role.id, body: { menuIds: [...granted].sort((a, b) => a - b) } }).unwrap();
    Message.success(t('settingRole.grant.saved', { name: role.name }));
    setDraft(null);
    setFilter('');
    onClose();
  };

  const title = (node: GrantNode) => {
    const { item } = node;
    return (
      <span className="role-grant-node">
        <Tag
          size="small"
          color={TYPE_COLORS[item.menuType]}
          title={t(`settingRole.type.${item.menuType}`)}
          style={{ marginRight: 6 }}
        >
          {item.menuType}
        </Tag>
        {labelOf(item)}
        {item.menuType === 'F' && item.perms && (
          <span style={{ color: 'var(--color-text-2)', marginLeft: 6, fontSize: 12 }}>{item.perms}</span>
        )}
        {item.visible === '0' && (
          <Tag size="small" style={{ marginLeft: 6 }}>
            {t('settingRole.hidden')}
          </Tag>
        )}
      </span>
    );
  };
  const toTreeData = (list: GrantNode[]): object[] =>
    list.map((node) => ({
      key: node.key,
      title: title(node),
      disableCheckbox: !editable,
      children: node.children && toTreeData(node.children),
    }));

  let body;
  if (menu.isLoading) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (menu.isError && !menu.data) {
    body = (
      <Result
        status="error"
        title={t('settingRole.grant.error')}
        extra={<Button onClick={() => menu.refetch()}>{t('settingRole.grant.retry')}</Button>}
      />
    );
  } else if (!nodes.length) body = <Empty description={t('settingRole.grant.noMatch')} />;
  else {
    body = (
      <Tree
        checkable
        checkStrictly
        blockNode
        virtualListProps={{ threshold: null }}
        treeData={toTreeData(nodes)}
        checkedKeys={checkedKeys}
        halfCheckedKeys={halfCheckedKeys}
        // a filter shows every match opened up
        expandedKeys={filter.trim() ? parentKeys(nodes) : expanded}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={(_keys, extra) =>
          role &&
          setDraft({ roleId: role.id, granted: tick(index, granted, Number(extra.node?.props._key), extra.checked) })
        }
      />
    );
  }

  return (
    <Drawer
      title={role ? t('settingRole.grant.title', { name: role.name }) : ''}
      visible={Boolean(role)}
      width={560}
      onCancel={close}
      unmountOnExit
      footer={
        editable ? (
          <>
            <Button onClick={close}>{t('form.cancel')}</Button>
            <Button
              type="primary"
              loading={granting.isLoading}
              disabled={!menu.data}
              onClick={() => void save().catch(() => undefined)}
              style={{ marginLeft: 8 }}
            >
              {t('form.save')}
            </Button>
          </>
        ) : (
          <Button onClick={close}>{t('settingRole.grant.close')}</Button>
        )
      }
    >
      <Alert
        type={editable ? 'info' : 'warning'}
        content={t(editable ? 'settingRole.grant.help' : 'settingRole.grant.readOnly')}
        style={{ marginBottom: 12 }}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          value={filter}
          onChange={setFilter}
          placeholder={t('settingRole.grant.filter')}
          aria-label={t('settingRole.grant.filter')}
        />
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space size="mini">
            <Button size="small" onClick={() => setExpanded(parentKeys(grantTree(index, labelOf)))}>
              {t('settingRole.grant.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('settingRole.grant.collapseAll')}
            </Button>
          </Space>
          <span role="status">{t('settingRole.grant.count', { count: granted.size, total: index.byId.size })}</span>
        </Space>
        {body}
      </Space>
    </Drawer>
  );
}
