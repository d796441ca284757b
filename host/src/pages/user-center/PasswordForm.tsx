// The password form of the user's own settings: the current one, a new one by the api's
// rule (with how strong it is), and the new one again.
import { Button, Card, Form, Input, Message, Typography } from '@arco-design/web-react';
import { ERROR_TOAST_MS, passwordProblem, useT, whileFormSaves } from '@backoffice/shared';
import { showFieldErrors } from '@backoffice/shared/list';
import type { OnDirty } from './ProfileForm';
import { type PasswordBody, useChangeOwnPasswordMutation } from './userSettingsApi';

/** 0: too weak (fails the api's rule), 1: fair, 2: strong (12 or more, three kinds of character). */
export function passwordStrength(password: string): 0 | 1 | 2 {
  if (passwordProblem(password)) return 0;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((kind) =>
    kind.test(password),
  ).length;
  return password.length >= 12 && kinds >= 3 ? 2 : 1;
}

type PasswordValues = PasswordBody & { confirmPassword: string };

export function PasswordForm({ onDirty }: { onDirty: OnDirty }) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = useChangeOwnPasswordMutation();
  const newPassword = (Form.useWatch('newPassword', form) as string | undefined) ?? '';
  const strength = passwordStrength(newPassword);

  const submit = async ({ oldPassword, newPassword: next }: PasswordValues) => {
    try {
      // the form says a refused field beside it, by its label (the base query would toast it without one)
      const { revokedSessions } = await whileFormSaves(() =>
        changePassword({ body: { oldPassword, newPassword: next } }).unwrap(),
      );
      form.resetFields();
      onDirty(false);
      Message.success({ content: t('userSettings.passwordChanged', { count: revokedSessions ?? 0 }), duration: 6000 });
    } catch (error) {
      const shown = showFieldErrors(form, error, t, (field) =>
        ['oldPassword', 'newPassword'].includes(field) ? t(`userSettings.${field}`) : null,
      );
      // what names no field of the form is said over it
      if (shown?.unplaced.length) Message.error({ content: shown.unplaced.join(' · '), duration: ERROR_TOAST_MS });
    }
  };

  return (
    <Card title={t('userSettings.password')}>
      <Form
        form={form}
        layout="vertical"
        onSubmit={submit}
        onValuesChange={(_changed, values) => onDirty(Object.values(values).some((value) => Boolean(value)))}
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
