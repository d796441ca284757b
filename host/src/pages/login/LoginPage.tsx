import { type LoginMessageId, loginMessages } from './messages';
import { LanguageSwitch } from './LanguageSwitch';
import { type Credentials, LoginForm } from './LoginForm';
import { type Locale } from '@backoffice/shared/firstPaint';
import './login.css';

export interface LoginPageProps {
  locale: Locale;
  onLocaleChange(locale: Locale): void;
  /** Signs in: resolves once the app has taken over, rejects with the words to show (Error.message). */
  signIn(credentials: Credentials): Promise<void>;
}

/**
 * The login page, in plain React: drawn into index.html at build time (src/prerender), taken
 * over by the login island (island.tsx) on a first visit, and the host's /login route after a
 * sign-out (index.tsx). Both pass how to sign in.
 */
export function LoginPage({ locale, onLocaleChange, signIn }: LoginPageProps) {
  const say = (id: LoginMessageId) => loginMessages[locale][id];
  return (
    <div className="login-page">
      <aside className="login-page__banner">
        <div className="login-page__brand">Backoffice</div>
        <h2>{say('login.banner.title')}</h2>
        <p>{say('login.banner.text')}</p>
      </aside>
      <main className="login-page__panel">
        <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />
        <LoginForm say={say} signIn={signIn} />
      </main>
    </div>
  );
}
