import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, Card, Form, Input, Message, Space, Typography } from '@arco-design/web-react';
import { isApiError, selectUserInfo, URL_PATTERN, useAppSelector, type UserInfo, useT } from '@backoffice/shared';
import { type PasswordBody, type ProfileBody, useChangePasswordMutation, useUpdateProfileMutation } from './userSettingsApi';

// The api's rules (api/src/modules/user/user.schemas.ts), checked here first.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){5,20}[\s()]*$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

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

/** Puts an api 400's field errors beside their inputs; answers whether any landed. */
type FieldErrors = Record<string, { error: { message: string } }>;
function showFieldErrors(setFields: (errors: FieldErrors) => void, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  const known = error.errors.filter((entry) => fields.includes(entry.field));
  if (!known.length) return false;
  setFields(Object.fromEntries(known.map((entry) => [entry.field, { error: { message: entry.message } }])));
  return true;
}

/** 0: too weak (fails the api's rule), 1: fair, 2: strong. */
export function passwordStrength(password: string): 0 | 1 | 2 {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !/[a-z]/i.test(password) || !/\d/.test(password)) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  return password.length >= 12 && classes >= 3 ? 2 : 1;
}

interface Props {
  /** tells the page whether a form holds unsaved edits */
  onDirtyChange: (dirty: boolean) => void;
}

export function UserSettings({ onDirtyChange }: Props) {
  const user = useAppSelector(selectUserInfo);
  // Each form reports its own edits; the page hears whether either has some.
  const dirty = useRef({ profile: false, password: false });
  const report = useCallback(
    (name: 'profile' | 'password', value: boolean) => {
      dirty.current[name] = value;
      onDirtyChange(dirty.current.profile || dirty.current.password);
    },
    [onDirtyChange],
  );
  if (!user) return null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ProfileForm user={user} onDirty={(value) => report('profile', value)} />
      <PasswordForm onDirty={(value) => report('password', value)} />
    </Space>
  );
}

type OnDirty = (dirty: boolean) => void;

function ProfileForm({ user, onDirty }: { user: UserInfo; onDirty: OnDirty }) {
  const t = useT();
  const [form] = Form.useForm<ProfileValues>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
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
      await updateProfile(values).unwrap();
      onDirty(false);
      Message.success(t('userSettings.saved'));
    } catch (error) {
      showFieldErrors((errors) => form.setFields(errors), error, PROFILE_FIELDS);
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

type PasswordValues = PasswordBody & { confirmPassword: string };

function PasswordForm({ onDirty }: { onDirty: OnDirty }) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const newPassword = (Form.useWatch('newPassword', form) as string | undefined) ?? '';
  const strength = passwordStrength(newPassword);

  const submit = async ({ oldPassword, newPassword: next }: PasswordValues) => {
    try {
      const { revokedSessions } = await changePassword({ oldPassword, newPassword: next }).unwrap();
      form.resetFields();
      onDirty(false);
      Message.success({ content: t('userSettings.passwordChanged', { count: revokedSessions ?? 0 }), duration: 6000 });
    } catch (error) {
      showFieldErrors((errors) => form.setFields(errors), error, ['oldPassword', 'newPassword']);
    }
  };

  return (
    <Card title={t('userSettings.password')}>
      <Form
        form={form}
        layout="vertical"
        onSubmit={submit}
        onValuesChange={(_changed, values) =>
          onDirty(Object.values(values).some((value) => Boolean(value)))
        }
        style={{ maxWidth: 560 }}
        aria-label={t('userSettings.password')}
        autoComplete="off"
      >
        <Form.Item
          label={t('userSettings.oldPassword')}
          field="oldPassword"
          rules={[{ required: true, message: t('userSettings.required', { field: t('userSettings.oldPassword') }) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('userSettings.newPassword')}
          field="newPassword"
          extra={
            <Typography.Text type={newPassword ? (['error', 'warning', 'success'] as const)[strength] : 'secondary'}>
              {newPassword
                ? t(`userSettings.strength.${(['weak', 'fair', 'strong'] as const)[strength]}`)
                : t('userSettings.passwordHint')}
            </Typography.Text>
          }
          rules={[
            { required: true, message: t('userSettings.required', { field: t('userSettings.newPassword') }) },
            {
              validator: (value: string | undefined, callback: (message?: string) => void) => {
                if (value && passwordStrength(value) === 0) callback(t('userSettings.passwordWeak'));
                else if (value && value === form.getFieldValue('oldPassword')) callback(t('userSettings.passwordSame'));
                else callback();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('userSettings.confirmPassword')}
          field="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('userSettings.required', { field: t('userSettings.confirmPassword') }) },
            {
              validator: (value: string | undefined, callback: (message?: string) => void) => {
                if (value && value !== form.getFieldValue('newPassword')) callback(t('userSettings.passwordMismatch'));
                else callback();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('userSettings.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
