import { useCallback, useEffect, useRef } from 'react';
import { Avatar, Card, Descriptions, Modal, Space, Tabs, Tag, Typography } from '@arco-design/web-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { selectUserInfo, useAppSelector, useArcoRoles } from '@backoffice/shared';
import { roleName } from '@backoffice/shared/catalogue';
import { UserSettings } from './UserSettings';

const TABS = ['profile', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * The user center (open to every role): the profile (default tab) and the user settings
 * (`?tab=settings`). Leaving the settings with unsaved edits asks first.
 */
export default function UserCenterPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'profile';
  const dirty = useRef(false);
  const tabs = useArcoRoles<HTMLDivElement>();
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  // Closing or reloading the browser tab with unsaved edits asks too.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const show = (next: Tab) => {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'profile') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  const switchTab = (key: string) => {
    const next = key as Tab;
    if (next === tab) return;
    if (tab === 'settings' && dirty.current) {
      Modal.confirm({
        title: intl.formatMessage({ id: 'userSettings.unsavedTitle' }),
        content: intl.formatMessage({ id: 'userSettings.unsavedContent' }),
        okText: intl.formatMessage({ id: 'userSettings.leave' }),
        cancelText: intl.formatMessage({ id: 'userSettings.stay' }),
        onOk: () => {
          dirty.current = false;
          show(next);
        },
      });
      return;
    }
    show(next);
  };

  return (
    <div ref={tabs}>
      <Tabs activeTab={tab} onChange={switchTab} lazyload destroyOnHide>
        <Tabs.TabPane key="profile" title={intl.formatMessage({ id: 'userCenter.tab.profile' })}>
          <Profile />
        </Tabs.TabPane>
        <Tabs.TabPane key="settings" title={intl.formatMessage({ id: 'userCenter.tab.settings' })}>
          <UserSettings onDirtyChange={onDirtyChange} />
        </Tabs.TabPane>
      </Tabs>
    </div>
  );
}

/** The signed-in user's profile, as getInfo gives it. */
function Profile() {
  const intl = useIntl();
  const user = useAppSelector(selectUserInfo);
  if (!user) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const rolesOf = (projectId: number | string) =>
    user.projectRoles.find((entry) => entry.projectId === projectId)?.roles ?? [];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Space size="large" align="center">
          <Avatar size={64}>{user.avatar ? <img alt={user.name} src={user.avatar} /> : user.name?.slice(0, 1)}</Avatar>
          <div>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[user.jobName, user.organizationName, user.locationName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </Space>
      </Card>
      <Card title={<FormattedMessage id="userCenter.title" />}>
        <Descriptions
          column={2}
          data={[
            { label: t('userCenter.account'), value: user.account },
            { label: t('userCenter.email'), value: user.email },
            { label: t('userCenter.phone'), value: user.phone },
            { label: t('userCenter.registrationDate'), value: user.registrationDate },
            {
              label: t('userCenter.certification'),
              value: t(user.certification ? 'userCenter.certified' : 'userCenter.notCertified'),
            },
            { label: t('userCenter.personalWebsite'), value: user.personalWebsite },
            { label: t('userCenter.introduction'), value: user.introduction, span: 2 },
          ]}
        />
      </Card>
      <Card title={<FormattedMessage id="userCenter.projects" />}>
        <Space direction="vertical">
          {user.projects.map((project) => (
            <Space key={project.id}>
              <Typography.Text bold>{project.name}</Typography.Text>
              <Typography.Text type="secondary">
                {project.code} / {project.tenantCode}
              </Typography.Text>
              {rolesOf(project.id).map((role) => (
                <Tag key={role} color="arcoblue">
                  {roleName(role, undefined, intl.locale)}
                </Tag>
              ))}
            </Space>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
