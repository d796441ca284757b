import { IconLock, IconUser } from '@arco-design/web-react/icon';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { CheckboxField, SubmitButton, TextField } from './fields';
import { type LoginMessageId } from './messages';
import { forgetUsername, rememberedUsername, rememberUsername } from './rememberLogin';

export interface Credentials {
  username: string;
  password: string;
}

type Say = (id: LoginMessageId) => string;

export function LoginForm({ say, signIn }: { say: Say; signIn(credentials: Credentials): Promise<void> }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  const [errorMessage, setErrorMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [helpShown, setHelpShown] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The first render is the form as drawn at build time (src/prerender), taken over in place;
  // before the next paint it takes in what this browser remembers and what the visitor typed
  // (or the browser filled in) before the script had arrived.
  useLayoutEffect(() => {
    const remembered = rememberedUsername();
    setUsername(usernameInput.current?.value || remembered || '');
    setPassword(passwordInput.current?.value ?? '');
    setRemember(remembered !== null);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nowMissing = { username: !username.trim(), password: !password };
    setMissing(nowMissing);
    if (nowMissing.username || nowMissing.password) {
      (nowMissing.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setErrorMessage('');
    setBusy(true);
    try {
      if (remember) rememberUsername(username);
      else forgetUsername();
      await signIn({ username, password });
    } catch (error) {
      setErrorMessage((error as Error | undefined)?.message || say('login.error'));
      setBusy(false);
    }
  };

  return (
    <div className="login-form">
      <h1 className="login-form__title">{say('login.title')}</h1>
      <p className="login-form__subtitle">{say('login.subtitle')}</p>
      <div className="login-form__error" role="alert">
        {errorMessage}
      </div>
      <form
        onSubmit={submit}
        noValidate
        autoComplete="on"
        className="arco-form arco-form-vertical arco-form-size-default"
      >
        <TextField
          id="username"
          inputRef={usernameInput}
          value={username}
          onValueChange={(value) => {
            setUsername(value);
            if (value.trim()) setMissing((was) => ({ ...was, username: false }));
          }}
          prefix={<IconUser />}
          placeholder={say('login.username')}
          aria-label={say('login.username')}
          autoComplete="username"
          error={missing.username ? say('login.username.required') : undefined}
        />
        <TextField
          id="password"
          type="password"
          inputRef={passwordInput}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            if (value) setMissing((was) => ({ ...was, password: false }));
          }}
          prefix={<IconLock />}
          placeholder={say('login.password')}
          aria-label={say('login.password')}
          revealLabel={say('login.password.show')}
          autoComplete="current-password"
          error={missing.password ? say('login.password.required') : undefined}
        />
        <div className="login-form__actions">
          <CheckboxField id="remember_input" checked={remember} onCheckedChange={setRemember}>
            {say('login.remember')}
          </CheckboxField>
          <button
            type="button"
            className="arco-link login-form__forgot"
            aria-expanded={helpShown}
            onClick={() => setHelpShown(!helpShown)}
          >
            {say('login.forgot')}
          </button>
        </div>
        {/* where a forgotten password is reset: said in place, not in a toast that goes away */}
        {helpShown && (
          <p className="login-form__help" role="status">
            {say('login.forgot.help')}
          </p>
        )}
        <SubmitButton loading={busy}>{say('login.submit')}</SubmitButton>
        {/* no self-registration: a note on where accounts come from, not an action */}
        <p className="login-form__no-account">{say('login.noAccount')}</p>
      </form>
    </div>
  );
}
