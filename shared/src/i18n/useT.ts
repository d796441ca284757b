import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** `t('settingUser.title')`: a message of the current language, by key, with its values. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
