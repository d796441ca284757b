import { type Locale } from '../i18n/locales';
import { PRODUCT_ENUMS } from './productEnums';

export const enumMessages: Record<Locale, Record<string, string>> = {
  'en-US': Object.assign({}, ...PRODUCT_ENUMS.map((productEnum) => productEnum.messages['en-US'])),
  'zh-CN': Object.assign({}, ...PRODUCT_ENUMS.map((productEnum) => productEnum.messages['zh-CN'])),
};
