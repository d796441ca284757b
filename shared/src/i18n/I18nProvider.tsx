import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import type { Locale as ArcoLocale } from '@arco-design/web-react/es/locale/interface';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from './localeStore';
import { type Locale } from './locales';
import { getRegisteredMessages, subscribeMessages } from './registry';
import { ignoreMissing } from './translate';

// Arco's own texts (pagination, date pickers, modal buttons) follow the product language.
// English is Arco's default and small; the Chinese pack (5 KB gz) is fetched by those who use it.
let chinesePack: ArcoLocale | undefined;
const loadChinesePack = () =>
  import('@arco-design/web-react/es/locale/zh-CN').then((module) => (chinesePack = module.default));

function useArcoLocale(locale: Locale): ArcoLocale {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (locale !== 'zh-CN' || chinesePack) return undefined;
    let current = true;
    void loadChinesePack().then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [locale]);
  return locale === 'zh-CN' && chinesePack ? chinesePack : enUS;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  const messages = useSyncExternalStore(subscribeMessages, getRegisteredMessages, getRegisteredMessages);
  const arcoLocale = useArcoLocale(locale);
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages[locale]} onError={ignoreMissing}>
      <ConfigProvider locale={arcoLocale}>{children}</ConfigProvider>
    </IntlProvider>
  );
}
