import { useEffect, useState } from 'react';
import { Form, Input } from '@arco-design/web-react';
import { majorText, toMinorUnits } from './money';

export interface MoneyInputProps {
  /** minor units; text the currency's digits cannot read is handed on as it was typed (the rule says why) */
  value?: number | string | null;
  onChange?(value: number | string | null): void;
  /** the currency; by default the form's `currency` field */
  currency?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A money field of a form: staff type the major amount ("19.99"), the form holds minor units
 * (1999) in the currency's digits, so what is sent is never a float. A changed currency reads
 * the same text again in its digits.
 */
export function MoneyInput({ value, onChange, currency: given, ...props }: MoneyInputProps) {
  const watched = (Form.useWatch as (field: string) => unknown)('currency') as string | undefined;
  const currency = given ?? watched ?? '';
  const read = (typed: string) => (typed.trim() === '' ? null : (toMinorUnits(typed, currency || 'USD') ?? typed));
  const textOf = (amount: typeof value) =>
    typeof amount === 'number' ? majorText(amount, currency || 'USD') : (amount ?? '');
  // the text shown, and the value it gave the form: another value came from outside (an edited row, a reset)
  const [shown, setShown] = useState(() => ({ text: textOf(value), gave: value ?? null }));
  let text = shown.text;
  if ((value ?? null) !== shown.gave) {
    // the text already reads as it (a currency changed under it): kept as typed
    if (read(shown.text) !== (value ?? null)) text = textOf(value);
    setShown({ text, gave: value ?? null });
  }
  const change = (typed: string) => {
    const amount = read(typed);
    setShown({ text: typed, gave: amount });
    onChange?.(amount);
  };
  // the same text means another amount in another currency's digits
  useEffect(() => {
    if (text.trim() !== '') onChange?.(read(text));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of currency only
  }, [currency]);

  return <Input {...props} value={text} inputMode="decimal" suffix={currency || undefined} onChange={change} />;
}

/** The form's rule of a money field: what `MoneyInput` could not read as an amount in the currency. */
export const moneyRule = (message: string) => ({
  validator: (value: unknown, callback: (error?: string) => void) =>
    callback(typeof value === 'string' ? message : undefined),
});
