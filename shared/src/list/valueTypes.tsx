// What a list column's value is, declared once on the column: it draws the cell and, for a
// searchable column, the filter's control (ProTable's valueType, for our own values).
import { type ReactElement, type ReactNode } from 'react';
import { Input, Select, Space, Tag } from '@arco-design/web-react';
import { type IntlShape, useIntl } from 'react-intl';
import {
  ALL_PROJECTS_CODE,
  ENABLED_STATUS,
  formatMoney,
  type ProductEnum,
  selectUserInfo,
  useAppSelector,
  useCurrentProject,
} from '@backoffice/shared';
import { formatDateTime } from '../format/dateTime';
import { EnabledStatusTag } from './EnabledStatusTag';

/**
 * `project`: the project a row belongs to (its code), shown by name, and only under all projects;
 * `code`: an identifier made of parts (US-U0000015), shown and searched as text but never broken across lines
 */
export type ValueType =
  'text' | 'code' | 'enum' | 'enabledStatus' | 'dateTime' | 'count' | 'money' | 'image' | 'tags' | 'project';

/**
 * Values read as one word, never broken across lines: a code ("US-U0000015"), a project's name,
 * a date-time, a number, a status tag. A column of them is as wide as its widest value.
 */
const ONE_LINE: ReadonlySet<ValueType> = new Set([
  'code',
  'project',
  'dateTime',
  'count',
  'money',
  'enum',
  'enabledStatus',
]);
export const oneLine = (valueType?: ValueType) => valueType !== undefined && ONE_LINE.has(valueType);

export interface ValueColumn {
  valueType?: ValueType;
  /** the labels of an enum column's values */
  enum?: ProductEnum;
  /** money: the row's field holding its ISO currency code (default `currency`) */
  currencyKey?: string;
  /** the search field's placeholder, e.g. "A part of the username" */
  searchPlaceholder?: string;
  /** the search field's control when the page builds it (a select of rows the page loaded) */
  searchInput?: ReactElement;
}

/**
 * Each value's label as a column shows it, in the reader's language (`{ "0": "启用" }`), for
 * the export's file to hold what the list shows: an enum's labels, a project's name. None for a
 * column whose values are shown as they are.
 */
export function useValueLabels(): (column: ValueColumn) => Record<string, string> | undefined {
  const intl = useIntl();
  const projects = useAppSelector(selectUserInfo)?.projects;
  return (column) => {
    if (column.valueType === 'project')
      return Object.fromEntries((projects ?? []).map((project) => [project.code, project.name || project.code]));
    const productEnum = column.valueType === 'enabledStatus' ? ENABLED_STATUS : column.enum;
    if (!productEnum) return undefined;
    return Object.fromEntries(
      productEnum.options.map((option) => [String(option.value), intl.formatMessage({ id: option.labelId })]),
    );
  };
}

/** A project by its name, as the user's projects call it (its code when not among them). */
function ProjectName({ code }: { code: string }) {
  const projects = useAppSelector(selectUserInfo)?.projects;
  return <>{projects?.find((project) => project.code === code)?.name ?? code}</>;
}

/**
 * An option's text as a choice among several projects' names it: under all projects the same
 * title comes once per project ("Romance · DramaBox"); in one project it goes without saying.
 */
export function useWithProject(): (text: string, projectCode: string) => string {
  const allProjects = useCurrentProject()?.code === ALL_PROJECTS_CODE;
  const projects = useAppSelector(selectUserInfo)?.projects;
  return (text, projectCode) =>
    allProjects ? `${text} · ${projects?.find((project) => project.code === projectCode)?.name ?? projectCode}` : text;
}

const label = (intl: IntlShape, productEnum: ProductEnum, value: unknown) => {
  const id = productEnum.labelIdOf(value);
  return id ? intl.formatMessage({ id }) : String(value ?? '');
};

/** The cell drawer of a value type, or undefined for plain text. */
export function valueCell<Row>(
  column: ValueColumn,
  intl: IntlShape,
): ((value: never, row: Row) => ReactNode) | undefined {
  switch (column.valueType) {
    case 'enum':
      return (value: unknown) => {
        // no value (a user who never applied): a dash, not a tag
        if (value === null || value === undefined) return '—';
        return column.enum ? (
          <Tag color={column.enum.colorOf(value)}>{label(intl, column.enum, value)}</Tag>
        ) : (
          String(value)
        );
      };
    case 'enabledStatus':
      return (value: number) => <EnabledStatusTag status={value} />;
    case 'dateTime':
      return (value: string | null) => formatDateTime(value);
    case 'count':
      return (value: number | null) => (value === null || value === undefined ? '—' : intl.formatNumber(value));
    case 'money':
      return (value: number | string | null, row: Row) =>
        value === null || value === undefined
          ? '—'
          : formatMoney(value, String((row as Record<string, unknown>)[column.currencyKey ?? 'currency']), intl.locale);
    case 'image':
      return (value: string | null) =>
        value ? <img src={value} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—';
    case 'project':
      return (value: string) => <ProjectName code={value} />;
    case 'tags':
      return (value: string[] | null) => (
        <Space size={4} wrap>
          {(value ?? []).map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Space>
      );
    default:
      return undefined;
  }
}

/** The search form's control for a column of this value type. */
export function valueFilter(column: ValueColumn, intl: IntlShape): ReactElement {
  if (column.searchInput) return column.searchInput;
  const productEnum = column.valueType === 'enabledStatus' ? ENABLED_STATUS : column.enum;
  if (productEnum) {
    const options = productEnum.options.map((option) => ({
      value: option.value,
      label: intl.formatMessage({ id: option.labelId }),
    }));
    return (
      <Select
        allowClear
        placeholder={column.searchPlaceholder ?? intl.formatMessage({ id: 'list.any' })}
        options={options}
      />
    );
  }
  // a number is typed as text too (the filter reads it back as a number): no number control to download
  const numeric = column.valueType === 'count' || column.valueType === 'money';
  return <Input allowClear inputMode={numeric ? 'numeric' : undefined} placeholder={column.searchPlaceholder} />;
}
