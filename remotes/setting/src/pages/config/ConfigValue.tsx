import { Input, Popover, Switch, Tag, Tooltip } from '@arco-design/web-react';
import type { ValueType } from './configValueType';

const MONO = { fontFamily: 'var(--font-family-mono, ui-monospace, SFMono-Regular, Menlo, monospace)', fontSize: 12 };
const ONE_LINE = {
  display: 'inline-block',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;
const LONG = 40;

/** JSON on one line (as stored when it does not parse, which the api would not allow anyway). */
function compactJson(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    return value;
  }
}

function prettyJson(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/** A value shown as its type reads it: a tag for a boolean, monospace for numbers and JSON (whole JSON in a popover). */
export function ConfigValue({ type, value }: { type: string; value: string }) {
  if (type === 'boolean') return <Tag color={value === 'true' ? 'green' : 'gray'}>{value}</Tag>;
  if (type === 'number') return <span style={MONO}>{value}</span>;
  if (type === 'json') {
    return (
      <Popover
        trigger="hover"
        position="left"
        content={
          <pre style={{ ...MONO, margin: 0, maxHeight: 360, maxWidth: 480, overflow: 'auto' }}>{prettyJson(value)}</pre>
        }
      >
        <code style={{ ...MONO, ...ONE_LINE, cursor: 'help' }}>{compactJson(value)}</code>
      </Popover>
    );
  }
  if (value.length <= LONG) return <span>{value}</span>;
  return (
    <Tooltip content={<span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</span>}>
      <span style={ONE_LINE}>{value}</span>
    </Tooltip>
  );
}

/** A value in the history: null (before a create, after a delete) is a dash; everything else one line, monospace. */
export function HistoryValue({ value }: { value: string | null }) {
  if (value === null) return <span aria-label="none">—</span>;
  return (
    <Tooltip
      content={
        <pre
          style={{
            ...MONO,
            margin: 0,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            maxHeight: 320,
            overflow: 'auto',
          }}
        >
          {value}
        </pre>
      }
    >
      <code style={{ ...MONO, ...ONE_LINE, maxWidth: 160 }}>{value}</code>
    </Tooltip>
  );
}

interface ConfigValueInputProps {
  type: ValueType;
  /** the text as stored: a boolean is `true` or `false` */
  value?: string;
  onChange?: (value: string) => void;
  // set by the form item: the label's target, and the field's state
  id?: string;
  disabled?: boolean;
  error?: boolean;
  'aria-label'?: string;
}

/** The value's editor as its type reads it: a switch for a boolean, monospace for numbers and JSON; always text. */
export function ConfigValueInput({ type, value, onChange, error, ...control }: ConfigValueInputProps) {
  const text = { ...control, value, onChange, error };
  switch (type) {
    case 'boolean':
      return (
        <Switch
          {...control}
          checked={value === 'true'}
          onChange={(checked: boolean) => onChange?.(String(checked))}
          checkedText="true"
          uncheckedText="false"
        />
      );
    case 'number':
      return <Input {...text} inputMode="decimal" style={{ fontFamily: 'monospace' }} />;
    case 'json':
      return <Input.TextArea {...text} autoSize={{ minRows: 6, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />;
    default:
      return <Input.TextArea {...text} autoSize={{ minRows: 2, maxRows: 10 }} />;
  }
}
