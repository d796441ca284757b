import { Button, Dropdown, Menu, Space } from '@arco-design/web-react';
import { IconDown, IconLanguage } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import {
  ALL_PROJECTS,
  LOCALE_NAMES,
  LOCALES,
  selectCurrentProject,
  selectUserInfo,
  useAppSelector,
  useLocale,
  useProjectName,
  useSwitchProject,
  type Locale,
} from '@backoffice/shared';
import { MessageBoxButton } from '../message-box/MessageBoxButton';
import { FullscreenToggle } from '../navbar/FullscreenToggle';
import { SettingsButton } from '../navbar/SettingsButton';
import { ThemeToggle } from '../navbar/ThemeToggle';
import { UserMenu } from '../navbar/UserMenu';

export function Navbar() {
  const intl = useIntl();
  const user = useAppSelector(selectUserInfo);
  const project = useAppSelector(selectCurrentProject);
  const [locale, setLocale] = useLocale();
  const projectName = useProjectName();
  const switchProject = useSwitchProject();

  return (
    <div className="navbar">
      <div className="navbar__brand">Backoffice</div>
      <Space size="medium">
        {/* A dropdown menu rather than a Select: the shell already loads Menu and Dropdown,
            and Select would add ~30 KB gz (InputTag, Checkbox…) for a list of a few projects. */}
        <Dropdown
          droplist={
            <Menu selectedKeys={project ? [project.code] : []} onClickMenuItem={switchProject}>
              {user?.allProjects && <Menu.Item key={ALL_PROJECTS.code}>{projectName(ALL_PROJECTS)}</Menu.Item>}
              {user?.projects.map((item) => (
                <Menu.Item key={item.code}>{item.name}</Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button size="small" aria-label={intl.formatMessage({ id: 'navbar.project' })} className="navbar__project">
            {projectName(project)}
            <IconDown />
          </Button>
        </Dropdown>
        <Dropdown
          droplist={
            <Menu onClickMenuItem={(key) => setLocale(key as Locale)} selectedKeys={[locale]}>
              {LOCALES.map((item) => (
                <Menu.Item key={item} lang={item}>
                  {LOCALE_NAMES[item]}
                </Menu.Item>
              ))}
            </Menu>
          }
        >
          <Button shape="circle" icon={<IconLanguage />} aria-label={intl.formatMessage({ id: 'navbar.language' })} />
        </Dropdown>
        <MessageBoxButton />
        <ThemeToggle />
        <FullscreenToggle />
        <SettingsButton />
        <UserMenu />
      </Space>
    </div>
  );
}
