// Real money in the api: integer minor units of an ISO 4217 currency, checked here so that every
// screen and the app's side refuse a float, a negative or an unknown currency the same way.
import { badRequest } from '../../platform/errors';

/** The currencies Node's ICU knows (ISO 4217's active codes). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `currency` as a known ISO 4217 code, or a 400 naming `field`. */
export function checkCurrency(field: string, currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES.has(currency))
    throw badRequest(field, `"${currency}" is not an ISO 4217 currency code (such as USD, JPY, BRL)`, 'enum');
  return currency;
}

/**
 * `amount` as a count of minor units (a non-negative safe integer), or a 400 naming `field`:
 * 19.99 is refused, not rounded, since the body should have said 1999.
 */
export function checkMinorUnits(field: string, amount: number): number {
  if (!Number.isSafeInteger(amount))
    throw badRequest(field, `must be a whole number of minor units (1999 for 19.99), not ${amount}`, 'type');
  if (amount < 0) throw badRequest(field, 'must not be negative', 'min', { limit: 0 });
  return amount;
}
