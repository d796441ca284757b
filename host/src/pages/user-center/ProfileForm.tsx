// The profile form of the user's own settings: name, contact and about.
import { useEffect, useMemo } from 'react';
import { Button, Card, Form, Input, Message, Space } from '@arco-design/web-react';
import { ERROR_TOAST_MS, type UserInfo, useT, whileFormSaves } from '@backoffice/shared';
import { type FormField, SchemaFields, showFieldErrors } from '@backoffice/shared/list';
import { editOwnProfileBody } from './userSettingsApi.generated';
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
      await whileFormSaves(() => updateProfile({ body: values }).unwrap());
      onDirty(false);
      Message.success(t('userSettings.saved'));
    } catch (error) {
      const shown = showFieldErrors(form, error, t, (field) =>
        PROFILE_FIELDS.includes(field as keyof ProfileValues) ? t(`userSettings.${field}`) : null,
      );
      // what names no field of the form is said over it
      if (shown?.unplaced.length) Message.error({ content: shown.unplaced.join(' · '), duration: ERROR_TOAST_MS });
    }
  };

  const label = (field: keyof ProfileValues) => t(`userSettings.${field}`);
  // each field's rules are the api's own (its schema of the body)
  const fields: FormField[] = [
    { field: 'name', label: label('name') },
    {
      field: 'email',
      label: label('email'),
      patternHint: t('userSettings.emailInvalid'),
      input: <Input type="email" />,
    },
    { field: 'phone', label: label('phone'), patternHint: t('userSettings.phoneInvalid') },
    { field: 'jobName', label: label('jobName') },
    { field: 'organizationName', label: label('organizationName') },
    { field: 'locationName', label: label('locationName') },
    {
      field: 'personalWebsite',
      label: label('personalWebsite'),
      patternHint: t('userSettings.websiteInvalid'),
      input: <Input placeholder="https://example.com" />,
    },
    {
      field: 'introduction',
      label: label('introduction'),
      input: <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />,
    },
  ];

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
        <SchemaFields schema={editOwnProfileBody} fields={fields} />
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
