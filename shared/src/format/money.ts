/**
 * Money is an integer count of minor units plus an ISO currency code (architecture: "The
 * API"). The split into major and minor units is done on BigInt, never on floats, so
 * 1999 cents is "$19.99" for any amount; Intl only supplies the symbol, grouping and
 * separators of the locale.
 */
export type MinorAmount = number | bigint | string;

export function formatMoney(amountMinor: MinorAmount, currency: string, locale: string): string {
  const amount = toBigInt(amountMinor);
  const digits = minorDigits(currency, locale);
  const unit = 10n ** BigInt(digits);
  const magnitude = abs(amount);
  const fraction = digits ? (magnitude % unit).toString().padStart(digits, '0') : '';
  return render(locale, currency, amount < 0n, magnitude / unit, fraction);
}

/**
 * The "k" rule of formatCompactNumber, for money: over 999 major units the amount is shown
 * in thousands with one decimal, rounded half up ("$12.3k" for 1 234 567 cents); below, as
 * formatMoney.
 */
export function formatMoneyCompact(amountMinor: MinorAmount, currency: string, locale: string): string {
  const amount = toBigInt(amountMinor);
  const unit = 10n ** BigInt(minorDigits(currency, locale));
  const magnitude = abs(amount);
  if (magnitude <= 999n * unit) return formatMoney(amount, currency, locale);
  const hundred = 100n * unit; // one tenth of a thousand major units
  const tenths = (magnitude + hundred / 2n) / hundred;
  return render(locale, currency, amount < 0n, tenths / 10n, (tenths % 10n).toString(), 'k');
}

function toBigInt(amount: MinorAmount): bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number' && Number.isSafeInteger(amount)) return BigInt(amount);
  if (typeof amount === 'string' && /^-?\d+$/.test(amount.trim())) return BigInt(amount.trim());
  throw new RangeError(`money must be an integer number of minor units, got ${String(amount)}`);
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/** 2 for USD, 0 for JPY, 3 for KWD: ISO 4217 as the browser knows it. */
function minorDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Lets Intl lay out sign, symbol and grouping, then writes our exact digits in. */
function render(
  locale: string,
  currency: string,
  negative: boolean,
  whole: bigint,
  fraction: string,
  suffix = '',
): string {
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  });
  // -0 keeps the minus sign of "-$0.05", which a BigInt zero cannot carry.
  const parts = formatter.formatToParts(negative ? (whole === 0n ? -0 : -whole) : whole);
  const lastDigit = parts.map((part) => part.type).lastIndexOf(fraction ? 'fraction' : 'integer');
  return parts
    .map((part, index) => (part.type === 'fraction' ? fraction : part.value) + (index === lastDigit ? suffix : ''))
    .join('');
}
