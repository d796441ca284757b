import { lazy, type ReactElement, Suspense, useEffect, useId, useState } from 'react';
import { Button, Form, Grid, Input } from '@arco-design/web-react';
import { IconCalendar, IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { localDay } from '../format/dateTime';

export interface SearchField {
  name: string;
  label: string;
  /** the control: an Input, Select, InputNumber… (Form.Item wires value/onChange); a range draws its own */
  input?: ReactElement;
  /** a range of days sent as two filters: from the first day's start, to the last day's end (exclusive) */
  range?: { from: string; to: string };
}

// the date picker loads after the list: it is the one control of a search form that is heavy
const RangePicker = lazy(() =>
  import('@arco-design/web-react/es/DatePicker').then((module) => ({ default: module.default.RangePicker })),
);

/**
 * The range's control; Form.Item hands its value and onChange to this, its direct child. Until
 * it is used it is a plain box showing the days (the date picker is ~30 KB gz a list's first
 * screen need not download); the first click or focus swaps in the picker, open.
 */
function DayRange({
  value,
  onChange,
  label,
}: {
  value?: string[];
  onChange?(days: string[] | undefined): void;
  label: string;
}) {
  const intl = useIntl();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(true);
  const shown = value?.length === 2 ? `${value[0]} → ${value[1]}` : '';
  const placeholder = intl.formatMessage({ id: 'list.range.placeholder' });
  const box = (
    <Input
      readOnly
      aria-label={label}
      value={shown}
      placeholder={placeholder}
      suffix={<IconCalendar />}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return box;
  return (
    <Suspense fallback={box}>
      <RangePicker
        style={{ width: '100%' }}
        value={value}
        onChange={(days) => onChange?.(days)}
        popupVisible={open}
        onVisibleChange={(visible) => setOpen(Boolean(visible))}
      />
    </Suspense>
  );
}

/** The instant a local day starts, `days` later. */
const startOf = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days).toISOString();
};

/** The form's values from the filters: a range field holds its two ends as days. */
function formValues(fields: SearchField[], values: Record<string, unknown>): Record<string, unknown> {
  const shown = { ...values };
  for (const { name, range } of fields) {
    if (!range) continue;
    const from = values[range.from];
    const to = values[range.to];
    delete shown[range.from];
    delete shown[range.to];
    if (typeof from === 'string' && typeof to === 'string')
      shown[name] = [localDay(new Date(from)), localDay(new Date(Date.parse(to) - 1))];
  }
  return shown;
}

/** The filters from the form: a range field becomes its two ends as instants. */
function filterValues(fields: SearchField[], values: Record<string, unknown>): Record<string, unknown> {
  const filters = { ...values };
  for (const { name, range } of fields) {
    if (!range) continue;
    const days = values[name];
    delete filters[name];
    if (Array.isArray(days) && days.length === 2 && days[0] && days[1]) {
      filters[range.from] = startOf(String(days[0]));
      filters[range.to] = startOf(String(days[1]), 1);
    }
  }
  return filters;
}

/** A wide character (Chinese, Japanese, Korean) takes a whole em; a Latin one about half. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const ems = (text: string) => [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : 0.5), 0);

/**
 * The labels' column: as wide as the longest label on one line (each label is one line: a label
 * over two lines pushes its control out of line with its neighbours'), and at least 6 em.
 */
export function labelWidth(labels: string[]): string {
  const widest = Math.max(6, ...labels.map(ems));
  return `calc(${Math.ceil(widest * 10) / 10}em + 16px)`;
}

interface SearchFormProps {
  fields: SearchField[];
  values: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
}

/**
 * A list's filters. They apply on Search (or Enter), not per keystroke, and follow the URL:
 * the back button or a shared link fills the form with the filters it carries.
 */
export function SearchForm({ fields, values, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm();
  // Arco builds each control's id from the form's id and the field: a search form and a
  // drawer form with the same field names must not share ids (labels would point astray).
  const formId = `search${useId().replace(/:/g, '')}`;
  const shown = JSON.stringify(formValues(fields, values));
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(shown));
  }, [form, shown]);

  const submit = () => onSearch(filterValues(fields, form.getFieldsValue()));
  return (
    <Form
      id={formId}
      form={form}
      layout="horizontal"
      labelAlign="left"
      labelCol={{ flex: labelWidth(fields.map((field) => field.label)), style: { whiteSpace: 'nowrap' } }}
      wrapperCol={{ flex: 1 }}
      className="list-search"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'list.search' })}
    >
      <Grid.Row gutter={[24, 16]}>
        {fields.map((field) => (
          <Grid.Col key={field.name} xs={24} md={12} xl={8}>
            <Form.Item field={field.name} label={field.label}>
              {field.range ? <DayRange label={field.label} /> : field.input}
            </Form.Item>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} md={12} xl={8} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Button type="primary" htmlType="submit" icon={<IconSearch />}>
            {intl.formatMessage({ id: 'list.search' })}
          </Button>
          <Button
            icon={<IconRefresh />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {intl.formatMessage({ id: 'list.reset' })}
          </Button>
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
