import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Empty, Message, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus, IconRefresh } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { StatusResult, useArcoRoles, usePermission } from '@backoffice/shared';
import { ColumnSettings, useHiddenColumns } from './columnSettings';
import { ExportButton, type ExportSpec } from './export/ExportButton';
import { showModal, useConfirm } from '../form/confirm';
import { PermissionButton } from './PermissionButton';
import { type RowAction, RowActions } from './RowActions';
import { SearchForm, type SearchField } from './SearchForm';
import { type ListParams, PAGE_SIZES } from './useListParams';
import { oneLine, useValueLabels, valueCell, type ValueColumn, valueFilter } from './valueTypes';
import './listPage.css';

/**
 * How wide a column of long texts (a reason, a note, an address) may grow: its cells wrap there,
 * between words or inside a long one, and end in "…" after two lines, their whole text in the
 * title. One unbroken line would push the columns after it under the fixed actions column.
 */
export const CLIP_WIDTH = 240;

function Clipped({ children }: { children: ReactNode }) {
  return (
    <span
      className="list-cell-clipped"
      title={typeof children === 'string' ? children : undefined}
      style={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        maxWidth: CLIP_WIDTH,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </span>
  );
}

/** `{ list, total, pageNum, pageSize }`: what every list endpoint answers. */
export interface ListAnswer<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** false when total is the database's estimate (a huge table): shown as "about" */
  totalExact?: boolean;
  /** a keyset list's cursors: the next page is `after` this, the previous `before` that (null at either end) */
  next?: string | null;
  previous?: string | null;
}

/** The parts of an RTK Query list hook's result a list page reads. */
export interface ListResult<Row> {
  data?: ListAnswer<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface ListColumn<Row> extends Omit<TableColumnProps<Row>, 'key' | 'title' | 'sorter'>, ValueColumn {
  key: string;
  title: string;
  /** the sortBy name the api whitelists for this column; makes the column sortable */
  sortBy?: string;
  /** cannot be hidden in the column settings (e.g. the actions column; the column keyed
   * 'actions' is also fixed on the right) */
  fixedShown?: boolean;
  /** hidden until the user adds it in the column settings: the list fits a 1440 px screen without it */
  defaultHidden?: boolean;
  /** a filter in the search form, named by the key, its control from the value type; a date-time column's is a range of days sent as these two filters */
  search?: boolean | { from: string; to: string };
  /** a filter of the search form only, not a column */
  searchOnly?: boolean;
  /** false: shown, but not a column of the export's file */
  export?: boolean;
}

export interface BulkAction {
  key: string;
  label: string;
  /** the button permission the action needs; hidden without it */
  permission?: string;
  danger?: boolean;
  /** asks first with this question, e.g. `Disable 3 users?`; given the rows' keys to name some of them */
  confirm?: (count: number, keys: Key[]) => string;
  /** may answer what happened to each row: the rows refused are then listed with the api's reason */
  run(keys: Key[]): Promise<BulkOutcome | unknown>;
}

/** A bulk action's answer when some rows can be refused (a drama already online…). */
export interface BulkOutcome {
  done: number;
  refused: { name: string; reason: string }[];
}

const isBulkOutcome = (answer: unknown): answer is BulkOutcome =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as BulkOutcome).refused) &&
  typeof (answer as BulkOutcome).done === 'number';

export interface ListPageProps<Row, F> {
  title?: ReactNode;
  list: ListParams<F>;
  result: ListResult<Row>;
  columns: ListColumn<Row>[];
  rowKey: keyof Row & string;
  /** the key column settings are stored under, e.g. 'setting.user' */
  listKey: string;
  /** filters besides the searchable columns', after them */
  searchFields?: SearchField[];
  /** each row's buttons (edit, disable…): drawn as the actions column, fixed on the right */
  rowActions?: (row: Row) => RowAction[];
  /** the toolbar's own buttons, usually PermissionButtons */
  toolbar?: ReactNode;
  /** the toolbar's first button, primary: a new row (its label and the permission it needs) */
  create?: { label: string; permission: string; onClick(): void };
  bulkActions?: BulkAction[];
  exporting?: ExportSpec;
  /** what an empty list (no filters) says instead of "Nothing here yet", e.g. how rows come to be */
  emptyText?: string;
}

type Key = string | number;

const ORDER = { asc: 'ascend', desc: 'descend' } as const;

/**
 * A keyset list's way to the page asked for: one page on (or back) from the page shown, of the
 * same size, starts after its last row (or before its first) instead of skipping rows. A jump,
 * page 1, a new page size, or a page still loading (its cursors are not yet the page's) goes by the number.
 */
function stepCursor(
  shown: ListAnswer<unknown> | undefined,
  list: ListParams<unknown>,
  pageNum: number,
  pageSize: number,
) {
  if (!shown || shown.pageNum !== list.pageNum || pageSize !== list.pageSize || pageNum === 1) return undefined;
  if (pageNum === list.pageNum + 1 && shown.next) return { after: shown.next };
  if (pageNum === list.pageNum - 1 && shown.previous) return { before: shown.previous };
  return undefined;
}

/**
 * A list screen: filters, toolbar, table and pager, with the page/sort/filters in the URL
 * and done by the server; loading, empty, no-match and error states; column settings kept
 * per user; row selection with bulk actions; permission-aware buttons; export.
 */
export function ListPage<Row, F extends Record<string, unknown>>(props: ListPageProps<Row, F>) {
  const {
    list,
    result,
    rowKey,
    listKey,
    searchFields,
    toolbar,
    bulkActions = [],
    exporting,
    title,
    emptyText,
    rowActions,
    create,
  } = props;
  const intl = useIntl();
  const pageRef = useRef<HTMLDivElement>(null);
  const confirm = useConfirm();
  const shownColumns = useMemo(() => props.columns.filter((column) => !column.searchOnly), [props.columns]);
  const columns = useMemo<ListColumn<Row>[]>(
    () =>
      rowActions
        ? [
            ...shownColumns,
            {
              key: 'actions',
              title: intl.formatMessage({ id: 'list.actions' }),
              fixedShown: true,
              render: (_: unknown, row: Row) => <RowActions actions={rowActions(row)} />,
            },
          ]
        : shownColumns,
    [shownColumns, rowActions, intl],
  );
  const allowed = usePermission();
  const defaultHidden = useMemo(
    () => columns.filter((column) => column.defaultHidden).map((column) => column.key),
    [columns],
  );
  const [hidden, setHidden] = useHiddenColumns(listKey, defaultHidden);
  // A selection belongs to one page of one search: another page or filter starts empty.
  const requestKey = JSON.stringify(list.request);
  const [selection, setSelection] = useState<{ requestKey: string; keys: Key[] }>({ requestKey, keys: [] });
  const selected = selection.requestKey === requestKey ? selection.keys : [];
  const setSelected = (keys: Key[]) => setSelection({ requestKey, keys });

  const bulk = bulkActions.filter((action) => !action.permission || allowed([action.permission]));
  const tableColumns = useMemo(
    () =>
      columns
        .filter((column) => column.fixedShown || !hidden.includes(column.key))
        .map(
          ({
            sortBy,
            fixedShown: _fixedShown,
            defaultHidden: _defaultHidden,
            search: _search,
            searchPlaceholder: _searchPlaceholder,
            valueType,
            enum: _enum,
            currencyKey: _currencyKey,
            searchOnly: _searchOnly,
            export: _export,
            ellipsis,
            ...column
          }): TableColumnProps<Row> => {
            const render = column.render ?? valueCell<Row>({ valueType, enum: _enum, currencyKey: _currencyKey }, intl);
            return {
              // the row actions stay in view when the table scrolls sideways
              ...(column.key === 'actions' ? { fixed: 'right' as const } : {}),
              ...column,
              ...(oneLine(valueType) ? { bodyCellStyle: { whiteSpace: 'nowrap', ...column.bodyCellStyle } } : {}),
              dataIndex: column.dataIndex ?? column.key,
              render: ellipsis
                ? (value: never, row: Row, index: number) => (
                    <Clipped>{render ? render(value, row, index) : (value as ReactNode)}</Clipped>
                  )
                : render,
              ...(sortBy
                ? { sorter: true, sortOrder: list.sortBy === sortBy ? ORDER[list.sortType ?? 'desc'] : undefined }
                : {}),
            };
          },
        ),
    [columns, hidden, list.sortBy, list.sortType, intl],
  );
  const unexported = new Set(columns.filter((column) => column.export === false).map((column) => column.key));
  // the file holds what the list shows: its visible columns, under their headers, each value by
  // its label (as the api takes them: a header of 1 to 100 characters, at most 60 columns)
  const labelsOf = useValueLabels();
  const exportColumns = tableColumns
    .filter(
      (column) =>
        column.key !== 'actions' &&
        !unexported.has(String(column.key)) &&
        typeof column.title === 'string' &&
        column.title.trim() !== '',
    )
    .map((column) => {
      const declared = columns.find((each) => each.key === column.key);
      const labels = declared && labelsOf(declared);
      return {
        key: String(column.key),
        header: String(column.title).trim().slice(0, 100),
        ...(labels ? { labels } : {}),
      };
    })
    .slice(0, 60);
  const filters = [
    ...props.columns
      .filter((column) => column.search)
      .map((column): SearchField =>
        typeof column.search === 'object'
          ? { name: column.key, label: column.title, range: column.search }
          : { name: column.key, label: column.title, input: valueFilter(column, intl) },
      ),
    ...(searchFields ?? []),
  ];

  // Arco's selection checkboxes have no label (its props label the box, not the input): each
  // gets one here, a row's naming it by its first cell.
  const table = useArcoRoles<HTMLDivElement>();
  useLayoutEffect(() => {
    table.current?.querySelectorAll<HTMLInputElement>('thead .arco-table-checkbox input').forEach((input) => {
      input.setAttribute('aria-label', intl.formatMessage({ id: 'list.selectAll' }));
    });
    table.current?.querySelectorAll('tbody .arco-table-tr').forEach((row) => {
      const name = row.querySelector('.arco-table-td:not(.arco-table-checkbox)')?.textContent?.trim() ?? '';
      row
        .querySelector('.arco-table-checkbox input')
        ?.setAttribute('aria-label', intl.formatMessage({ id: 'list.selectRow' }, { row: name }));
    });
  });

  const runBulk = (action: BulkAction) => {
    const run = async () => {
      const answer = await action.run(selected);
      setSelected([]);
      if (!isBulkOutcome(answer) || answer.refused.length === 0) {
        Message.success(
          intl.formatMessage(
            { id: 'list.bulkDone' },
            { action: action.label, count: isBulkOutcome(answer) ? answer.done : selected.length },
          ),
        );
        return;
      }
      // what was refused stays on screen until read: each row with the api's reason
      await showModal(intl, (Modal) =>
        Modal.warning({
          title: intl.formatMessage(
            { id: 'list.bulkPartly' },
            { action: action.label, done: answer.done, refused: answer.refused.length },
          ),
          content: (
            <ul className="list-bulk-refused">
              {answer.refused.map((row) => (
                <li key={row.name}>
                  <strong>{row.name}</strong>: {row.reason}
                </li>
              ))}
            </ul>
          ),
          okText: intl.formatMessage({ id: 'confirm.ok' }),
        }),
      );
    };
    if (action.confirm || action.danger)
      confirm({ title: action.confirm?.(selected.length, selected) ?? action.label, danger: action.danger, onOk: run });
    else void run().catch(() => undefined);
  };

  // Arco's page jumper is an input with no name of its own: screen readers are told what it does
  const jumpLabel = intl.formatMessage({ id: 'list.jumpTo' });
  useLayoutEffect(() => {
    pageRef.current?.querySelector('input.arco-pagination-jumper-input')?.setAttribute('aria-label', jumpLabel);
  });

  const empty = list.filtered ? (
    <Empty
      description={
        <>
          {intl.formatMessage({ id: 'list.noMatch' })}{' '}
          <Button type="text" size="mini" onClick={() => list.search({} as F)}>
            {intl.formatMessage({ id: 'list.clearFilters' })}
          </Button>
        </>
      }
    />
  ) : (
    <Empty description={emptyText ?? intl.formatMessage({ id: 'list.empty' })} />
  );

  return (
    <Card title={title} className="list-page" ref={pageRef}>
      {filters.length ? (
        <SearchForm fields={filters} values={list.filters} onSearch={(values) => list.search(values as F)} />
      ) : null}
      <div
        className="list-toolbar"
        style={{ display: 'flex', justifyContent: 'space-between', margin: '16px 0', gap: 8, flexWrap: 'wrap' }}
      >
        <Space wrap>
          {create && (
            <PermissionButton
              permission={create.permission}
              type="primary"
              icon={<IconPlus />}
              onClick={create.onClick}
            >
              {create.label}
            </PermissionButton>
          )}
          {toolbar}
          {selected.length > 0 && bulk.length > 0 && (
            <>
              <span role="status">{intl.formatMessage({ id: 'list.selected' }, { count: selected.length })}</span>
              {bulk.map((action) => (
                <Button key={action.key} status={action.danger ? 'danger' : undefined} onClick={() => runBulk(action)}>
                  {action.label}
                </Button>
              ))}
              <Button type="text" onClick={() => setSelected([])}>
                {intl.formatMessage({ id: 'list.clearSelection' })}
              </Button>
            </>
          )}
        </Space>
        <Space>
          {exporting && <ExportButton spec={exporting} request={list.request} columns={exportColumns} />}
          <Button
            icon={<IconRefresh />}
            aria-label={intl.formatMessage({ id: 'list.refresh' })}
            onClick={() => result.refetch()}
          />
          <ColumnSettings
            columns={columns.filter((column) => !column.fixedShown)}
            hidden={hidden}
            onChange={setHidden}
          />
        </Space>
      </div>
      <div ref={table}>
        {result.isError && !result.data ? (
          <StatusResult
            status="error"
            title={intl.formatMessage({ id: 'list.error' })}
            extra={
              <Button type="primary" onClick={() => result.refetch()}>
                {intl.formatMessage({ id: 'list.retry' })}
              </Button>
            }
          />
        ) : (
          <Table<Row>
            rowKey={rowKey}
            columns={tableColumns}
            // as wide as the page, its columns sized by their content (listPage.css); it scrolls
            // sideways only when their words cannot fit
            scroll={{ x: '100%' }}
            data={result.data?.list ?? []}
            loading={result.isFetching}
            noDataElement={result.isLoading ? <div style={{ minHeight: 120 }} /> : empty}
            rowSelection={
              bulk.length
                ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }
                : undefined
            }
            pagination={{
              current: list.pageNum,
              pageSize: list.pageSize,
              total: result.data?.total ?? 0,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZES,
              showTotal: (total: number) =>
                intl.formatMessage(
                  { id: result.data?.totalExact === false ? 'list.totalAbout' : 'list.total' },
                  { total },
                ),
              // a long list is reached by typing its page (a keyset list's skip reads an index only)
              showJumper: (result.data?.total ?? 0) > list.pageSize * 10,
            }}
            onChange={(pagination, sorter, _filters, extra) => {
              if (extra.action === 'sort') {
                const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
                const column = columns.find((candidate) => (candidate.dataIndex ?? candidate.key) === sorted?.field);
                list.sort(
                  sorted?.direction ? column?.sortBy : undefined,
                  sorted?.direction === 'ascend' ? 'asc' : 'desc',
                );
              } else if (extra.action === 'paginate') {
                list.page(
                  pagination.current ?? 1,
                  pagination.pageSize ?? list.pageSize,
                  stepCursor(
                    result.isFetching ? undefined : result.data,
                    list,
                    pagination.current ?? 1,
                    pagination.pageSize ?? list.pageSize,
                  ),
                );
              }
            }}
          />
        )}
      </div>
    </Card>
  );
}
