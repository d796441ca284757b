import { requestMessages } from '../api/messages';
import { problemMessages } from '../api/problems';
import { projectMessages } from '../auth/messages';
import { ENABLED_STATUS } from '../enums/enabledStatus';
import { permissionMessages } from '../permission/messages';
import { type Locale } from './locales';

/** The package's own texts, present before anyone else registers theirs. */
export const sharedMessages: Record<Locale, Record<string, string>> = {
  'en-US': {
    ...requestMessages['en-US'],
    ...problemMessages['en-US'],
    ...permissionMessages['en-US'],
    ...ENABLED_STATUS.messages['en-US'],
    ...projectMessages['en-US'],
  },
  'zh-CN': {
    ...requestMessages['zh-CN'],
    ...problemMessages['zh-CN'],
    ...permissionMessages['zh-CN'],
    ...ENABLED_STATUS.messages['zh-CN'],
    ...projectMessages['zh-CN'],
  },
};
