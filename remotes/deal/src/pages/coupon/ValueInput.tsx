import { Form, InputNumber } from '@arco-design/web-react';
import { MoneyInput } from '../../MoneyInput';

interface ValueInputProps {
  value?: number | string | null;
  onChange?(value: number | string | null): void;
  'aria-label'?: string;
}

/**
 * A template's value as its kind reads it: an amount off typed as money in the template's
 * currency (19.99, sent as 1999 minor units), or a whole number of coins or percent.
 */
export function ValueInput({ value, onChange, ...props }: ValueInputProps) {
  const kind = (Form.useWatch as (field: string) => unknown)('kind');
  if (kind === 'amount') return <MoneyInput {...props} value={value} onChange={onChange} />;
  return (
    <InputNumber
      {...props}
      min={1}
      precision={0}
      value={typeof value === 'number' ? value : undefined}
      onChange={(number) => onChange?.(number ?? null)}
    />
  );
}
