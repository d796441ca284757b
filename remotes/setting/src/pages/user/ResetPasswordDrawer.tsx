import { Alert, Form, Input } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { FormDrawer } from '@backoffice/shared/list';
import { passwordRules } from './rules';
import { type ResetPasswordSettingUserApiArg, resetPasswordSettingUserBody } from './userApi.generated';
import { type StaffUser, useResetPasswordSettingUserMutation } from './userApi';

/** The api's body, and the password again, which stays here. */
type ResetValues = ResetPasswordSettingUserApiArg['body'] & { confirm: string };

const EMPTY: Partial<ResetValues> = {};

/** Sets a new password for a user; the api signs out their sessions. */
export function ResetPasswordDrawer({ user, onClose }: { user: StaffUser | null; onClose(): void }) {
  const intl = useIntl();
  const t = useT();
  const [reset] = useResetPasswordSettingUserMutation();

  return (
    <FormDrawer<ResetValues>
      title={t('settingUser.reset.title', { username: user?.username ?? '' })}
      visible={user !== null}
      initialValues={EMPTY}
      savedMessage={t('settingUser.reset.done')}
      width={440}
      onSubmit={({ password }) => reset({ id: user!.id, body: { password } }).unwrap()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Alert type="info" content={t('settingUser.reset.note')} style={{ marginBottom: 16 }} />
          <Form.Item
            field="password"
            label={t('settingUser.reset.new')}
            extra={t('settingUser.password.hint')}
            rules={passwordRules(
              resetPasswordSettingUserBody,
              t('settingUser.reset.new'),
              intl,
              () => user?.username ?? '',
            )}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            field="confirm"
            label={t('settingUser.reset.confirm')}
            dependencies={['password']}
            rules={[
              {
                required: true,
                validator: (value: unknown, callback) =>
                  callback(
                    value && value === form.getFieldValue('password') ? undefined : t('settingUser.reset.mismatch'),
                  ),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
