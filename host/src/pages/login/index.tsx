import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginForm } from './LoginForm';
import './login.css';

export default function LoginPage() {
  return (
    <div className="login-page">
      <aside className="login-page__banner">
        <div className="login-page__brand">Backoffice</div>
        <h2>
          <FormattedMessage id="login.banner.title" />
        </h2>
        <p>
          <FormattedMessage id="login.banner.text" />
        </p>
      </aside>
      <main className="login-page__panel">
        <LanguageSwitch />
        <LoginForm />
      </main>
    </div>
  );
}
