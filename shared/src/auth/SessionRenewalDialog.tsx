import { useState } from 'react';
import { Button, Form, Input, Modal } from '@arco-design/web-react';
import { type ApiError } from '../api/apiError';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';
import { authApi } from './authApi';
import { loggedIn } from './authSlice';
import { type PendingRenewal } from './sessionRenewal';

interface SignInValues {
  username?: string;
  password: string;
}

/**
 * Sign in again over the page, the page and its open form left as they are: says why the
 * session ended, asks for the password (the username is known), and on success the calls
 * that were refused go again. Signing out instead leads to the login page.
 */
export default function SessionRenewalDialog({ renewal }: { renewal: PendingRenewal }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SignInValues>();
  const [error, setError] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const { reason, username } = renewal;

  const signIn = async (values: SignInValues) => {
    setError('');
    setSigningIn(true);
    try {
      const body = { username: username ?? values.username ?? '', password: values.password };
      const { token } = await dispatch(authApi.endpoints.login.initiate({ body })).unwrap();
      // stored before the waiting calls go again (the login endpoint's own update may come a moment later)
      dispatch(loggedIn(token));
      renewal.finish();
    } catch (thrown) {
      setSigningIn(false);
      setError(signInRefusal(thrown as ApiError, t));
    }
  };

  return (
    <Modal
      visible
      title={t(`shared.session.${reason}.title`)}
      closable={false}
      maskClosable={false}
      escToExit={false}
      footer={
        <>
          <Button onClick={renewal.giveUp}>{t('shared.session.signOut')}</Button>
          <Button type="primary" loading={signingIn} onClick={() => form.submit()}>
            {t('shared.session.signIn')}
          </Button>
        </>
      }
    >
      <p>{t(`shared.session.${reason}.content`)}</p>
      <Form form={form} layout="vertical" onSubmit={signIn} autoComplete="on">
        {username ? (
          <Form.Item label={t('shared.session.username')}>
            <Input value={username} readOnly autoComplete="username" aria-label={t('shared.session.username')} />
          </Form.Item>
        ) : (
          <Form.Item
            field="username"
            label={t('shared.session.username')}
            rules={[{ required: true, message: t('shared.session.username.required') }]}
          >
            <Input autoComplete="username" aria-label={t('shared.session.username')} />
          </Form.Item>
        )}
        <Form.Item
          field="password"
          label={t('shared.session.password')}
          rules={[{ required: true, message: t('shared.session.password.required') }]}
        >
          <Input.Password
            autoFocus
            autoComplete="current-password"
            aria-label={t('shared.session.password')}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <div role="alert" className="session-renewal__error">
          {error}
        </div>
      </Form>
    </Modal>
  );
}

/** A refused sign-in in the user's language where the reason is known, else the api's words. */
function signInRefusal(error: ApiError | undefined, t: ReturnType<typeof useT>): string {
  if (error?.status === 401) return t('shared.session.wrongPassword');
  if (error?.status === 403) return t('shared.session.disabled.content');
  return error?.message || t('shared.request.requestError');
}
