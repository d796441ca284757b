// One field spec per resource (ProTable's `columns`, typed): each field of a screen's rows and
// bodies is declared once, against the generated types of its api, and the list's columns, its
// search form and URL filters, its edit form and its export's columns are all drawn from it.
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { Select, type TableColumnProps } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import {
  ALL_PROJECTS_CODE,
  type ProductEnum,
  selectUserInfo,
  useAppSelector,
  useCurrentProject,
  useT,
} from '@backoffice/shared';
import { FormDrawer } from '../form/FormDrawer';
import { type FormField, SchemaFields } from '../form/SchemaFields';
import type { BodySchema } from '../form/schemaRules';
import type { ListColumn } from './ListPage';
import type { FilterKind, QueryFilters, QuerySort } from './useListParams';
import { oneLine, valueCell, type ValueType } from './valueTypes';

type Translate = ReturnType<typeof useT>;
type Keys<T> = [T] extends [never] ? never : keyof T & string;

/** How a field shows in the list; `sortBy` is a name of the list query's sort whitelist. */
export interface ColumnSpec<Row, Value, Sort> extends Partial<
  Pick<ListColumn<Row>, 'align' | 'ellipsis' | 'width' | 'defaultHidden' | 'fixedShown' | 'bodyCellStyle'>
> {
  sortBy?: Sort;
  render?: (value: Value, row: Row) => ReactNode;
  /** false: shown but not written to an export (a column of links or buttons) */
  export?: boolean;
}

/** A filter of the search form: its placeholder's message id, or a range of days sent as two filters. */
export interface SearchSpec {
  placeholder?: string;
  range?: { from: string; to: string };
  /** how the URL's value is read back when the value type does not say (an id chosen from a list: 'number') */
  kind?: FilterKind;
}

/** A row's date-time searched by a range of days: `from` and `to` are filters of the list query, not the row's field. */
export interface RangeSearchSpec<Filter extends string> extends SearchSpec {
  range: { from: Filter; to: Filter };
}

/** How a field shows in the edit form; texts are message ids. The rules come from the api's schema of the body. */
export interface FormSpec<Row> extends Pick<
  FormField,
  'input' | 'normalize' | 'rules' | 'required' | 'disabled' | 'shownAs'
> {
  /** the form's label when the column's says another thing (the menu's Label column shows a name's translation; the form asks for the name) */
  label?: string;
  extra?: string;
  patternHint?: string;
  /** the row field an edit starts from, when the body names it otherwise (`tenant` from `tenantCode`) */
  from?: keyof Row & string;
  /** what differs when editing a row; false: not in the edit form */
  editing?: false | Omit<FormSpec<Row>, 'editing' | 'from'>;
}

/** One field of a resource: its label (a message id), its value type and where it shows. */
export interface FieldSpec<
  Row,
  Value,
  Sort,
  InQuery extends boolean,
  InBody extends boolean,
  Exported extends boolean = true,
  Filter extends string = never,
> {
  label: string;
  valueType?: ValueType;
  enum?: ProductEnum;
  /** money: the row's field holding its ISO currency code */
  currencyKey?: keyof Row & string;
  // a column the list's export has no column for says so: the api refuses an unknown key
  column?: [Value] extends [never]
    ? never
    : Exported extends true
      ? true | ColumnSpec<Row, Value, Sort>
      : ColumnSpec<Row, Value, Sort> & { export: false };
  /** a row field the query does not filter by may still be searched by a range sent as two of its filters */
  search?: InQuery extends true ? true | SearchSpec : [Filter] extends [never] ? never : RangeSearchSpec<Filter>;
  form?: InBody extends true ? true | FormSpec<Row> : never;
}

type SortOf<Query> = [Query] extends [never] ? never : QuerySort<Query>;

// a table with no list query (a detail's) has no filters: not every name (Omit<never, …> has them all)
type FilterKeys<Query> = [Query] extends [never] ? never : Keys<QueryFilters<Query>>;

/**
 * The column keys a list's export takes, from its generated argument (`Export…ApiArg`, whose
 * body names them); any key when the list has no export.
 */
export type ExportKeys<Export> = [Export] extends [never]
  ? string
  : Export extends { body: { columns?: infer Columns } }
    ? NonNullable<Columns> extends readonly { key: infer Key }[]
      ? Key & string
      : string
    : string;

export type FieldSpecs<Row, Body = never, Query = never, Export = never> = {
  [Name in Keys<Row> | Keys<Body> | FilterKeys<Query>]?: FieldSpec<
    Row,
    Name extends keyof Row ? Row[Name] : never,
    SortOf<Query>,
    Name extends FilterKeys<Query> ? true : false,
    Name extends Keys<Body> ? true : false,
    Name extends ExportKeys<Export> ? true : false,
    FilterKeys<Query>
  >;
};

declare const resource: unique symbol;
/** The types a spec was written against, carried by it (at compile time only) so a page taking the spec infers them. */
export interface FieldTypes<Row, Body, Query> {
  readonly [resource]?: { row: Row; body: Body; query: Query };
}

/**
 * A resource's fields, typed against its generated row (`…ApiResponse['list'][number]`), body
 * (`…ApiArg['body']`), list query (`…ApiArg`) and, for a list with an export, the export's
 * argument (`Export…ApiArg`): a column is a row field, a filter a query filter, a form field a
 * body field, `sortBy` one of the list's sort names, and a column written to the export one of
 * the export's columns (or `export: false`).
 */
export const defineFields =
  <Row, Body = never, Query = never, Export = never>() =>
  <S extends FieldSpecs<Row, Body, Query, Export>>(fields: S) =>
    fields as S & FieldSpecs<Row, Body, Query, Export> & FieldTypes<Row, Body, Query>;

// read without the row's types: each part was typed where the spec was written
type AnySpec = Pick<FieldSpec<object, unknown, string, true, true>, 'label' | 'valueType' | 'enum' | 'currencyKey'> & {
  column?: true | ColumnSpec<never, never, string>;
  search?: true | SearchSpec;
  form?: true | FormSpec<unknown>;
};
const entries = (fields: object) => Object.entries(fields) as [string, AnySpec][];
const given = <T extends object>(part: true | T | undefined): T | undefined =>
  part === true ? ({} as T) : (part ?? undefined);

/** The URL filters of `useListParams`: each search field, read back as a number when its values are numbers. */
export function searchKinds(fields: object): Record<string, FilterKind> {
  const kinds: Record<string, FilterKind> = {};
  for (const [name, spec] of entries(fields)) {
    if (!spec.search) continue;
    const range = given(spec.search)?.range;
    if (range) {
      kinds[range.from] = 'string';
      kinds[range.to] = 'string';
      continue;
    }
    const numeric =
      ['enabledStatus', 'count', 'money'].includes(spec.valueType ?? '') ||
      typeof spec.enum?.options[0]?.value === 'number';
    kinds[name] = given(spec.search)?.kind ?? (numeric ? 'number' : 'string');
  }
  return kinds;
}

/**
 * The list's columns and filters from the spec, in its order; `renders` draws cells that need the page (links,
 * dialogs), `filters` the search form's controls that need it (a select of what the page loaded), or false to
 * leave a filter out (the user may not read what it chooses from).
 */
export function useFieldColumns<Row, S extends object>(
  fields: S,
  renders: { [Name in keyof S]?: (value: never, row: Row) => ReactNode } = {},
  filters: { [Name in keyof S]?: ReactElement | false } = {},
): ListColumn<Row>[] {
  const t = useT();
  // which project a row belongs to says something only when rows of several projects are listed
  const allProjects = useCurrentProject()?.code === ALL_PROJECTS_CODE;
  const columns = useMemo(
    () =>
      entries(fields).flatMap(([key, spec]): ListColumn<Row>[] => {
        if (spec.valueType === 'project' && !allProjects) return [];
        const column = given(spec.column);
        const search = given(spec.search);
        if (!column && !search) return [];
        const { render, export: exported, ...shown } = column ?? {};
        return [
          {
            key,
            title: t(spec.label),
            valueType: spec.valueType,
            enum: spec.enum,
            currencyKey: spec.currencyKey,
            ...shown,
            render,
            // a filter with no column of its own is still a field of the search form, never a column
            searchOnly: !column,
            export: exported,
            search: search ? (search.range ?? true) : undefined,
            searchPlaceholder: search?.placeholder && t(search.placeholder),
          },
        ];
      }),
    [fields, t, allProjects],
  );
  // the page's cells and controls close over what it has loaded: put in at each render, not kept by the memo
  const built = Object.entries(filters) as [string, ReactElement | false | undefined][];
  if (!built.length && !Object.keys(renders).length) return columns;
  return columns.flatMap((column) => {
    const own = renders[column.key as keyof S];
    if (own) column = { ...column, render: own };
    const control = built.find(([name]) => name === column.key)?.[1];
    if (control === undefined) return [column];
    if (control === false) return column.searchOnly ? [] : [{ ...column, search: undefined }];
    return [{ ...column, searchInput: control }];
  });
}

/**
 * The columns of a table that is not a list screen (a tree, a detail's small tables): the
 * spec's columns, each cell drawn by the page's render, the spec's or its value type.
 */
export function useFieldTableColumns<Row, S extends object>(
  fields: S,
  renders: { [Name in keyof S]?: (value: never, row: Row) => ReactNode } = {},
): (TableColumnProps<Row> & { key: string; title: string })[] {
  const intl = useIntl();
  const columns = useFieldColumns<Row, S>(fields, renders);
  return useMemo(
    () =>
      columns
        .filter((column) => !column.searchOnly)
        .map(({ key, title, align, ellipsis, width, render, valueType, enum: values, currencyKey }) => ({
          key,
          title,
          dataIndex: key,
          align,
          ellipsis,
          width,
          ...(oneLine(valueType) ? { bodyCellStyle: { whiteSpace: 'nowrap' as const } } : {}),
          render: render ?? valueCell<Row>({ valueType, enum: values, currencyKey }, intl),
        })),
    [columns, intl],
  );
}

/** The form's fields from the spec: those with `form`, as a new row or an edited one shows them. */
export function formFields(fields: object, t: Translate, editing: boolean): FormField[] {
  return entries(fields).flatMap(([field, spec]) => {
    const form = given(spec.form);
    if (!form || (editing && form.editing === false)) return [];
    const { extra, patternHint, editing: edited, from: _from, ...rest } = form;
    const shown = { extra, patternHint, ...rest, ...(editing && edited ? edited : {}) };
    return [
      {
        field,
        enum: spec.enum,
        ...shown,
        label: t(shown.label ?? spec.label),
        extra: shown.extra && t(shown.extra),
        patternHint: shown.patternHint && t(shown.patternHint),
      },
    ];
  });
}

/** The body an edit starts from: the form's own fields of the row (a row's scope or counts would pose as the body's). */
export function formValues<Body>(fields: object, row: object): Partial<Body> {
  const values: Record<string, unknown> = {};
  for (const [field, spec] of entries(fields)) {
    const form = given(spec.form);
    if (form && form.editing !== false) values[field] = (row as Record<string, unknown>)[form.from ?? field];
  }
  return values as Partial<Body>;
}

export interface SpecFormProps<Row, Body> {
  fields: object;
  /** the row edited, `new` for a new one, null when closed */
  target: Row | 'new' | null;
  onClose(): void;
  /** the api's schemas of the bodies (`create…Body`, `edit…Body` of the generated file) */
  schema: { create: BodySchema; edit?: BodySchema };
  /** the drawer's title for a new row and for an edited one */
  title(editing: Row | null): ReactNode;
  /** a new row's starting values */
  initialValues?: Partial<Body>;
  save(body: Body, editing: Row | null): Promise<unknown>;
  /** fields the page builds itself (a poster's uploader, which needs the page's project), by name, in the spec's place */
  own?: Record<string, FormField>;
  /** after the fields (a note, a preview) */
  children?: ReactElement;
}

/** The create and edit form of a resource, its fields and their rules from the spec and the api's schema. */
export function SpecForm<Row extends object, Body extends Record<string, unknown>>(props: SpecFormProps<Row, Body>) {
  const { fields, target, schema } = props;
  const t = useT();
  const editing = target !== null && target !== 'new' ? target : null;
  const projectField = useProjectField(fields, !editing);
  const { initialValues: fresh } = props;
  const initialValues = useMemo(
    () => (editing ? formValues<Body>(fields, editing) : (fresh ?? {})),
    [fields, editing, fresh],
  );
  return (
    <FormDrawer<Body>
      title={props.title(editing)}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={(body) => props.save(body, editing)}
      onClose={props.onClose}
    >
      <SchemaFields
        schema={editing ? (schema.edit ?? schema.create) : schema.create}
        fields={[
          ...projectField,
          ...formFields(fields, t, Boolean(editing)).map((field) => props.own?.[field.field] ?? field),
        ]}
      />
      {props.children}
    </FormDrawer>
  );
}

/**
 * A new row of a project's resource (its spec has a `project` field) made under all projects:
 * the form starts by asking which project, sent as the request's projectCode (the api makes a
 * row in one project, never in `all`). Otherwise the row goes to the project the user works in.
 */
export function useProjectField(fields: object, creating: boolean): FormField[] {
  const t = useT();
  const allProjects = useCurrentProject()?.code === ALL_PROJECTS_CODE;
  const projects = useAppSelector(selectUserInfo)?.projects ?? [];
  const belongsToProject = entries(fields).some(([, spec]) => spec.valueType === 'project');
  if (!creating || !allProjects || !belongsToProject) return [];
  const options = projects.map((project) => ({ value: project.code, label: project.name || project.code }));
  return [
    {
      field: 'projectCode',
      label: t('list.project'),
      input: <Select showSearch options={options} placeholder={t('list.project.choose')} />,
      scope: true,
      rules: [{ required: true, message: t('list.project.required') }],
      extra: t('list.project.hint'),
    },
  ];
}
