import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AppStore, useLocale } from '@backoffice/shared';
import { enterApp, wordSignInRefusal } from '../../app/enterApp';
import { preloadSignedIn } from '../../app/preloadSignedIn';
import { targetAfterLogin } from '../../router/loginRedirect';
import { LoginPage } from './LoginPage';
import { postLogin, SignInRefused } from './postLogin';

/** /login inside the app (after a sign-out): the same page as the island's, signing in through the store. */
export default function HostLoginPage() {
  const [locale, setLocale] = useLocale();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = async (credentials: { username: string; password: string }) => {
    const target = targetAfterLogin(search);
    // what sign-in leads to came while the visitor typed (App's SignedOutOnly); a submit before
    // it has started asks for it while the server checks the password
    preloadSignedIn(target);
    const answer = await postLogin(credentials).catch((refusal: unknown) => {
      throw new Error(wordSignInRefusal(refusal instanceof SignInRefused ? refusal.answer : null));
    });
    enterApp(store, answer, target);
    navigate(target, { replace: true });
  };
  return <LoginPage locale={locale} onLocaleChange={setLocale} signIn={signIn} />;
}
