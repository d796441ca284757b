// Money as staff type it and the api takes it: the major amount as text ("19.99", "160") and
// an integer of minor units (1999, 160), converted on the text's digits by the currency's own
// number of decimals (USD 2, JPY 0, KWD 3), never through a float.

/** 2 for USD, 0 for JPY, 3 for KWD: ISO 4217 as the browser knows it; 2 for a code it does not. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * "19.99" USD → 1999, "160" JPY → 160, "1,000.5" USD → 100050; null for text that is not an
 * amount in the currency's digits ("19.999" USD, "1.5" JPY, "-1", "abc") or past what a
 * number holds exactly.
 */
export function toMinorUnits(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const plain = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** 1999 USD → "19.99", 160 JPY → "160", 5 USD → "0.05": the text a money input starts from. */
export function majorText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = BigInt(minor)
    .toString()
    .padStart(digits + 1, '0');
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}
