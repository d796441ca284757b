import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import { IconExport, IconSettings, IconSwap, IconUser } from '@arco-design/web-react/icon';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  roleSelected,
  selectCurrentRole,
  selectRoles,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useLogoutMutation,
} from '@backoffice/shared';
import './navbar.css';

const ROLE_KEY_PREFIX = 'role:';
export const USER_SETTINGS_PATH = '/user-center/index?tab=settings';

/** The avatar menu: switch roles (in the current project), user center, user settings, logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const roles = useAppSelector(selectRoles);
  const currentRole = useAppSelector(selectCurrentRole);
  const [revokeToken] = useLogoutMutation();

  const signOut = async () => {
    await revokeToken(); // clears the session whatever the server answers
    navigate('/login');
  };

  const onClickMenuItem = (key: string) => {
    if (key.startsWith(ROLE_KEY_PREFIX)) dispatch(roleSelected(key.slice(ROLE_KEY_PREFIX.length)));
    else if (key === 'user-center') navigate('/user-center/index');
    else if (key === 'user-settings') navigate(USER_SETTINGS_PATH);
    else if (key === 'logout') void signOut();
  };

  return (
    <Dropdown
      droplist={
        <Menu
          onClickMenuItem={onClickMenuItem}
          selectedKeys={currentRole && roles.length > 1 ? [ROLE_KEY_PREFIX + currentRole] : []}
        >
          {roles.length > 1 && (
            <Menu.SubMenu
              key="switch-roles"
              title={
                <>
                  <IconSwap className="navbar__menu-icon" />
                  <FormattedMessage id="navbar.switchRoles" />
                </>
              }
            >
              {roles.map((role) => (
                <Menu.Item key={ROLE_KEY_PREFIX + role} aria-current={role === currentRole ? 'true' : undefined}>
                  {role}
                </Menu.Item>
              ))}
            </Menu.SubMenu>
          )}
          <Menu.Item key="user-center">
            <IconUser className="navbar__menu-icon" />
            <FormattedMessage id="navbar.userCenter" />
          </Menu.Item>
          <Menu.Item key="user-settings">
            <IconSettings className="navbar__menu-icon" />
            <FormattedMessage id="navbar.userSettings" />
          </Menu.Item>
          <Menu.Item key="logout">
            <IconExport className="navbar__menu-icon" />
            <FormattedMessage id="navbar.logout" />
          </Menu.Item>
        </Menu>
      }
    >
      <Avatar size={32} style={{ cursor: 'pointer' }} aria-label={user?.name}>
        {user?.avatar ? <img alt={user.name} src={user.avatar} /> : user?.name?.slice(0, 1)}
      </Avatar>
    </Dropdown>
  );
}
