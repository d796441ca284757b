import { Avatar, Card, Descriptions, Space, Tag, Typography } from '@arco-design/web-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUserInfo, useAppSelector } from '@backoffice/shared';

/** The signed-in user's profile, as getInfo gives it (open to every role). */
export default function UserCenterPage() {
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
                  {role}
                </Tag>
              ))}
            </Space>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
