import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Checkbox, Form, Input, Link, Message } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AppStore, useLoginMutation } from '@backoffice/shared';
import { useStore } from 'react-redux';
import { targetAfterLogin } from '../../router/loginRedirect';
import { loadSignedInApp, preloadSignedIn } from '../../app/preloadSignedIn';
import { forgetUsername, rememberedUsername, rememberUsername } from './rememberLogin';

interface LoginValues {
  username: string;
  password: string;
  /** Remember the username on this browser (rememberLogin.ts). */
  remember: boolean;
}

export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore() as AppStore;
  const [login, { isLoading }] = useLoginMutation();
  const [errorMessage, setErrorMessage] = useState('');
  const [form] = Form.useForm<LoginValues>();
  const usernameInput = useRef<RefInputType>(null);
  const passwordInput = useRef<RefInputType>(null);
  const t = (id: string) => intl.formatMessage({ id });

  // The first render is the form as drawn at build time (src/prerender), which React takes
  // over in place; before the next paint it takes in what this browser remembers and what
  // the visitor typed (or the browser filled in) before the scripts had arrived.
  useLayoutEffect(() => {
    const remembered = rememberedUsername();
    form.setFieldsValue({
      username: usernameInput.current?.dom.value || remembered || '',
      password: passwordInput.current?.dom.value ?? '',
      remember: remembered !== null,
    });
  }, [form]);

  const submit = async ({ remember, ...values }: LoginValues) => {
    setErrorMessage('');
    // What sign-in leads to came while the visitor typed (App's SignedOutOnly); a submit before
    // it has started asks for it while the server checks the password.
    preloadSignedIn(targetAfterLogin(location.search));
    try {
      await login({ body: values }).unwrap();
      // Who signed in came with the answer (authApi's login): the menu and the first page's data
      // go out now, from the shell's chunk, while the shell renders, not once it has.
      const { pathname, search } = new URL(targetAfterLogin(location.search), window.location.origin);
      loadSignedInApp()
        .then((shell) => shell.startSessionRequests({ pathname, search }, store))
        .catch(() => undefined); // SessionLoader starts them once the shell is there
      if (remember) rememberUsername(values.username);
      else forgetUsername();
      // the failed attempts' toasts are over: only the welcome is left
      Message.clear();
      Message.success(t('login.success'));
      navigate(targetAfterLogin(location.search), { replace: true });
    } catch (error) {
      const serverMessage = (error as { message?: string } | undefined)?.message;
      setErrorMessage(serverMessage || t('login.error'));
    }
  };

  return (
    <div className="login-form">
      <h1 className="login-form__title">
        <FormattedMessage id="login.title" />
      </h1>
      <p className="login-form__subtitle">
        <FormattedMessage id="login.subtitle" />
      </p>
      <div className="login-form__error" role="alert">
        {errorMessage}
      </div>
      <Form form={form} layout="vertical" onSubmit={submit} autoComplete="on">
        <Form.Item field="username" rules={[{ required: true, message: t('login.username.required') }]}>
          <Input
            ref={usernameInput}
            prefix={<IconUser />}
            placeholder={t('login.username')}
            aria-label={t('login.username')}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item field="password" rules={[{ required: true, message: t('login.password.required') }]}>
          <Input.Password
            ref={passwordInput}
            prefix={<IconLock />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
          />
        </Form.Item>
        <div className="login-form__actions">
          <Form.Item field="remember" triggerPropName="checked" noStyle>
            <Checkbox>
              <FormattedMessage id="login.remember" />
            </Checkbox>
          </Form.Item>
          <Link onClick={() => Message.info(t('login.forgot.help'))}>
            <FormattedMessage id="login.forgot" />
          </Link>
        </div>
        <Button type="primary" htmlType="submit" long loading={isLoading}>
          <FormattedMessage id="login.submit" />
        </Button>
        {/* no self-registration: a note on where accounts come from, not an action */}
        <p className="login-form__no-account">
          <FormattedMessage id="login.noAccount" />
        </p>
      </Form>
    </div>
  );
}
