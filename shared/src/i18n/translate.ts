import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { getLocale } from './localeStore';
import { getRegisteredMessages, type MessageBundle } from './registry';

const cache = createIntlCache();
let built: { locale: string; messages: MessageBundle; intl: IntlShape } | undefined;

/**
 * An intl object for code outside React (the base query's toasts and dialog), following
 * the current language and whatever has been registered so far.
 */
export function getIntl(): IntlShape {
  const locale = getLocale();
  const messages = getRegisteredMessages();
  if (!built || built.locale !== locale || built.messages !== messages) {
    built = {
      locale,
      messages,
      intl: createIntl({ locale, messages: messages[locale], onError: ignoreMissing }, cache),
    };
  }
  return built.intl;
}

export function translate(id: string, values?: Record<string, string | number>): string {
  return getIntl().formatMessage({ id }, values);
}

/** A missing text falls back to its id or default; that is expected while a remote loads. */
export function ignoreMissing(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
