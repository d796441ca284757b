// Choices several forms offer: a project's currency and time zone today, a package's price
// currency and an online schedule's zone tomorrow.

/** Offered first in a currency field; any other ISO 4217 code can be typed. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'KRW',
  'CNY',
  'HKD',
  'TWD',
  'SGD',
  'THB',
  'IDR',
  'PHP',
  'VND',
  'MYR',
  'INR',
  'BRL',
  'MXN',
  'AUD',
  'CAD',
];

/** Every IANA time zone the browser knows: the api checks a time zone against the same Intl list. */
export const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** A currency code or a drama's code as typed: trimmed, in capitals. */
export const upperCase = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** A label's or a category's code as typed: trimmed, in small letters (what links use). */
export const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
