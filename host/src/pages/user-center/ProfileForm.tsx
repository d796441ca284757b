// The profile form of the user's own settings: name, contact and about.
import { useEffect, useMemo } from 'react';
import { Button, Card, Form, Input, Message, Space } from '@arco-design/web-react';
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN, type UserInfo, useT } from '@backoffice/shared';
import { showFieldErrors } from '@backoffice/shared/list';
import { type ProfileBody, useEditOwnProfileMutation } from './userSettingsApi';

type ProfileValues = Required<ProfileBody>;
const PROFILE_FIELDS: Array<keyof ProfileValues> = [
  'name',
  'email',
  'phone',
  'jobName',
  'organizationName',
  'locationName',
  'personalWebsite',
  'introduction',
];
// the api's lengths (api/src/modules/user/user.schemas.ts)
const MAX_LENGTH: Record<keyof ProfileValues, number> = {
  name: 40,
  email: 120,
  phone: 32,
  jobName: 60,
  organizationName: 60,
  locationName: 60,
  personalWebsite: 500,
  introduction: 500,
};

function profileOf(user: UserInfo): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileValues;
}

export type OnDirty = (dirty: boolean) => void;

export function ProfileForm({ user, onDirty }: { user: UserInfo; onDirty: OnDirty }) {
  const t = useT();
  const [form] = Form.useForm<ProfileValues>();
  const [updateProfile, { isLoading }] = useEditOwnProfileMutation();
  const initial = useMemo(() => profileOf(user), [user]);

  // A saved (or refetched) profile becomes the new starting point.
  useEffect(() => {
    form.setFieldsValue(initial);
  }, [form, initial]);

  const onValuesChange = (_changed: Partial<ProfileValues>, values: Partial<ProfileValues>) => {
    onDirty(PROFILE_FIELDS.some((field) => (values[field] ?? '') !== initial[field]));
  };

  const submit = async (values: ProfileValues) => {
    try {
      // The shared request cleaning trims strings and drops empty ones (PUT: those are cleared).
      await updateProfile({ body: values }).unwrap();
      onDirty(false);
      Message.success(t('userSettings.saved'));
    } catch (error) {
      showFieldErrors(form, error, t, (field) => (PROFILE_FIELDS.includes(field as keyof ProfileValues) ? t(`userSettings.${field}`) : null));
    }
  };

  const lengthRule = (field: keyof ProfileValues) => ({ maxLength: MAX_LENGTH[field], message: t('userSettings.maxLength', { max: MAX_LENGTH[field] }) });
  const label = (field: keyof ProfileValues) => t(`userSettings.${field}`);

  return (
    <Card title={t('userSettings.basic')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        onSubmit={submit}
        style={{ maxWidth: 560 }}
        aria-label={t('userSettings.basic')}
      >
        <Form.Item
          label={label('name')}
          field="name"
          rules={[{ required: true, message: t('userSettings.required', { field: label('name') }) }, lengthRule('name')]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label={label('email')}
          field="email"
          rules={[
            { required: true, message: t('userSettings.required', { field: label('email') }) },
            { match: EMAIL_PATTERN, message: t('userSettings.emailInvalid') },
            lengthRule('email'),
          ]}
        >
          <Input type="email" />
        </Form.Item>
        <Form.Item
          label={label('phone')}
          field="phone"
          rules={[{ match: PHONE_PATTERN, message: t('userSettings.phoneInvalid') }, lengthRule('phone')]}
        >
          <Input />
        </Form.Item>
        <Form.Item label={label('jobName')} field="jobName" rules={[lengthRule('jobName')]}>
          <Input />
        </Form.Item>
        <Form.Item label={label('organizationName')} field="organizationName" rules={[lengthRule('organizationName')]}>
          <Input />
        </Form.Item>
        <Form.Item label={label('locationName')} field="locationName" rules={[lengthRule('locationName')]}>
          <Input />
        </Form.Item>
        <Form.Item
          label={label('personalWebsite')}
          field="personalWebsite"
          rules={[{ match: URL_PATTERN, message: t('userSettings.websiteInvalid') }, lengthRule('personalWebsite')]}
        >
          <Input placeholder="https://example.com" />
        </Form.Item>
        <Form.Item label={label('introduction')} field="introduction" rules={[lengthRule('introduction')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('userSettings.save')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields(); // drops the errors too
              form.setFieldsValue(initial);
              onDirty(false);
            }}
          >
            {t('userSettings.reset')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
