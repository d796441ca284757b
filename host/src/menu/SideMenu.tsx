import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Menu } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { selectCurrentRole, selectServerMenu, selectSettings, useAppSelector, useArcoRoles } from '@backoffice/shared';
import { useOpenPage, usePageHref } from '../tabs/useOpenPage';
import { buildMenuTree, menuFromRouteTable, type MenuNode } from './buildMenuTree';
import { hasMenuBadge, MenuBadge } from './menuBadge';
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
  const hrefOfPage = usePageHref();
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const label = (node: MenuNode) => intl.formatMessage({ id: node.labelKey, defaultMessage: node.defaultLabel });
  const openKeys = tree
    .filter((node) => node.children?.some((child) => child.path === pathname))
    .map((node) => node.key);
  const container = useArcoRoles<HTMLDivElement>();
  // Each entry is a link (PageLink); the item's own tab stop would be a second one for the same page.
  const item = (path: string, content: ReactNode) => (
    <Menu.Item key={path} tabIndex={-1}>
      <PageLink path={path} href={hrefOfPage(path)} open={openPage}>
        {content}
      </PageLink>
    </Menu.Item>
  );

  return (
    <div ref={container} style={{ height: '100%' }}>
      <Menu
        collapse={collapsed}
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeys}
        autoOpen={false}
        // a click on the item beside its link (its padding); the link handles its own clicks
        onClickMenuItem={(path, event) => {
          if (!(event.target as Element).closest('a')) openPage(path);
        }}
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
              {node.children.map((child) =>
                item(
                  child.path,
                  hasMenuBadge(child.path) ? (
                    <>
                      {label(child)}
                      <MenuBadge path={child.path} />
                    </>
                  ) : (
                    label(child)
                  ),
                ),
              )}
            </Menu.SubMenu>
          ) : (
            item(
              node.path,
              <>
                {menuIcon(node.icon)}
                {label(node)}
              </>,
            )
          ),
        )}
      </Menu>
    </div>
  );
}

/**
 * A menu entry's label as a real link: it can be focused, middle-clicked or opened in a new
 * browser tab. A plain click stays in the app and opens the page where its tab left off at the
 * time of the click (the href was written at the last render).
 */
function PageLink({
  path,
  href,
  open,
  children,
}: {
  path: string;
  href: string;
  open: (path: string) => void;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(path);
  };
  return (
    <Link to={href} className="side-menu__link" onClick={onClick}>
      {children}
    </Link>
  );
}
