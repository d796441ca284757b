import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { type ReactNode, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocale } from './localeStore';
import { type Locale } from './locales';
import { getRegisteredMessages, subscribeMessages } from './registry';
import { ignoreMissing } from './translate';

// Arco's own texts (pagination, date pickers, modal buttons) follow the product language.
const ARCO_LOCALES: Record<Locale, typeof enUS> = { 'en-US': enUS, 'zh-CN': zhCN };

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  const messages = useSyncExternalStore(subscribeMessages, getRegisteredMessages, getRegisteredMessages);
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages[locale]} onError={ignoreMissing}>
      <ConfigProvider locale={ARCO_LOCALES[locale]}>{children}</ConfigProvider>
    </IntlProvider>
  );
}
