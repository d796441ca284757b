import { useMemo } from 'react';
import { Menu } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCurrentRole, selectServerMenu, selectSettings, selectUserInfo, useAppSelector } from '@backoffice/shared';
import { rememberedHref, tabsOwner } from '../tabs/tabStorage';
import { buildMenuTree, menuFromRouteTable, type MenuNode } from './buildMenuTree';
import { menuIcon } from './menuIcons';

export function useMenuTree(): MenuNode[] {
  const { menuFromServer } = useAppSelector(selectSettings);
  const serverMenu = useAppSelector(selectServerMenu);
  const role = useAppSelector(selectCurrentRole);
  return useMemo(
    () => (menuFromServer ? buildMenuTree(serverMenu ?? []) : menuFromRouteTable(role)),
    [menuFromServer, serverMenu, role],
  );
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const user = tabsOwner(useAppSelector(selectUserInfo));
  const label = (node: MenuNode) => intl.formatMessage({ id: node.labelKey, defaultMessage: node.defaultLabel });
  const openKeys = tree.filter((node) => node.children?.some((child) => child.path === pathname)).map((node) => node.key);

  return (
    <Menu
      collapse={collapsed}
      selectedKeys={[pathname]}
      defaultOpenKeys={openKeys}
      autoOpen={false}
      // a page with an open tab opens where its tab left off (its filters, its page)
      onClickMenuItem={(key) => navigate(rememberedHref(user, key) ?? key)}
      style={{ height: '100%' }}
    >
      {tree.map((node) =>
        node.children?.length ? (
          <Menu.SubMenu
            key={node.key}
            title={
              <>
                {menuIcon(node.icon)}
                {label(node)}
              </>
            }
          >
            {node.children.map((child) => (
              <Menu.Item key={child.path}>{label(child)}</Menu.Item>
            ))}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={node.path}>
            {menuIcon(node.icon)}
            {label(node)}
          </Menu.Item>
        ),
      )}
    </Menu>
  );
}
