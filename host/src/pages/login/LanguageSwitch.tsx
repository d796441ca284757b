import { IconLanguage } from '@arco-design/web-react/icon';
import { type Locale, LOCALE_NAMES, LOCALES } from '@backoffice/shared/firstPaint';
import { TextButton } from './fields';

/** The other language(s), each by its own name: one click before signing in. */
export function LanguageSwitch({ locale, onLocaleChange }: { locale: Locale; onLocaleChange(locale: Locale): void }) {
  return (
    <div className="login-page__language">
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <TextButton key={other} icon={<IconLanguage />} lang={other} onClick={() => onLocaleChange(other)}>
          {LOCALE_NAMES[other]}
        </TextButton>
      ))}
    </div>
  );
}
