import { requestMessages } from '../api/messages';
import { enumMessages } from '../enums/messages';
import { permissionMessages } from '../permission/messages';
import { type Locale } from './locales';

/** The package's own texts, present before anyone else registers theirs. */
export const sharedMessages: Record<Locale, Record<string, string>> = {
  'en-US': { ...requestMessages['en-US'], ...permissionMessages['en-US'], ...enumMessages['en-US'] },
  'zh-CN': { ...requestMessages['zh-CN'], ...permissionMessages['zh-CN'], ...enumMessages['zh-CN'] },
};
