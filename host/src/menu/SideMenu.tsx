import { useMemo } from 'react';
import { Menu } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { selectCurrentRole, selectServerMenu, selectSettings, useAppSelector, useArcoRoles } from '@backoffice/shared';
import { useOpenPage } from '../tabs/useOpenPage';
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
  const openPage = useOpenPage();
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const label = (node: MenuNode) => intl.formatMessage({ id: node.labelKey, defaultMessage: node.defaultLabel });
  const openKeys = tree
    .filter((node) => node.children?.some((child) => child.path === pathname))
    .map((node) => node.key);
  const container = useArcoRoles<HTMLDivElement>();

  return (
    <div ref={container} style={{ height: '100%' }}>
      <Menu
        collapse={collapsed}
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeys}
        autoOpen={false}
        onClickMenuItem={openPage}
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
    </div>
  );
}
