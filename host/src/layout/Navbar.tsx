import { Avatar, Button, Dropdown, Menu, Space } from '@arco-design/web-react';
import { IconDown, IconLanguage } from '@arco-design/web-react/icon';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  projectSelected,
  selectCurrentProject,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useLocale,
  useLogoutMutation,
} from '@backoffice/shared';

const ALL = 'all';

export function Navbar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const project = useAppSelector(selectCurrentProject);
  const [locale, setLocale] = useLocale();
  const [revokeToken] = useLogoutMutation();

  const signOut = async () => {
    await revokeToken(); // clears the session whatever the server answers
    navigate('/login');
  };

  return (
    <div className="navbar">
      <div className="navbar__brand">Backoffice</div>
      <Space size="medium">
        {/* A dropdown menu rather than a Select: the shell already loads Menu and Dropdown,
            and Select would add ~30 KB gz (InputTag, Checkbox…) for a list of a few projects. */}
        <Dropdown
          droplist={
            <Menu selectedKeys={project ? [project.code] : []} onClickMenuItem={(code) => dispatch(projectSelected(code))}>
              {user?.allProjects && <Menu.Item key={ALL}>{intl.formatMessage({ id: 'navbar.project.all' })}</Menu.Item>}
              {user?.projects.map((item) => (
                <Menu.Item key={item.code}>{item.name}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button size="small" aria-label={intl.formatMessage({ id: 'navbar.project' })} className="navbar__project">
            {project?.code === ALL ? intl.formatMessage({ id: 'navbar.project.all' }) : project?.name}
            <IconDown />
          </Button>
        </Dropdown>
        <Dropdown
          droplist={
            <Menu onClickMenuItem={(key) => setLocale(key as 'en-US' | 'zh-CN')} selectedKeys={[locale]}>
              <Menu.Item key="en-US">English</Menu.Item>
              <Menu.Item key="zh-CN">中文</Menu.Item>
            </Menu>
          }
        >
          <Button shape="circle" icon={<IconLanguage />} aria-label={intl.formatMessage({ id: 'navbar.language' })} />
        </Dropdown>
        <Dropdown
          droplist={
            <Menu onClickMenuItem={(key) => (key === 'logout' ? signOut() : navigate('/user-center/index'))}>
              <Menu.Item key="user-center">
                <FormattedMessage id="navbar.userCenter" />
              </Menu.Item>
              <Menu.Item key="logout">
                <FormattedMessage id="navbar.logout" />
              </Menu.Item>
            </Menu>
          }
        >
          <Avatar size={32} style={{ cursor: 'pointer' }} aria-label={user?.name}>
            {user?.avatar ? <img alt={user.name} src={user.avatar} /> : user?.name?.slice(0, 1)}
          </Avatar>
        </Dropdown>
      </Space>
    </div>
  );
}
