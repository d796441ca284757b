import { Button } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { LOCALE_NAMES, LOCALES, useLocale } from '@backoffice/shared';

/**
 * The other language(s), each by its own name: one click before signing in. Buttons, not the
 * navbar's dropdown menu, so the login page does not download Menu and Dropdown.
 */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocale();
  return (
    <div className="login-page__language">
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <Button key={other} type="text" icon={<IconLanguage />} lang={other} onClick={() => setLocale(other)}>
          {LOCALE_NAMES[other]}
        </Button>
      ))}
    </div>
  );
}
