import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a filter is read back from the URL, where every value is a string. */
export type FilterKind = 'string' | 'number' | 'boolean';
type ValueOf<K extends FilterKind> = K extends 'number' ? number : K extends 'boolean' ? boolean : string;
export type FiltersOf<S extends Record<string, FilterKind>> = { [Name in keyof S]?: ValueOf<S[Name]> };

export type SortType = 'asc' | 'desc';

export interface ListParamsOptions<S extends Record<string, FilterKind>> {
  /** the filters the list accepts and their kinds */
  filters: S;
  pageSize?: number;
  /** the api also pages by keyset (`after` / `before`: a row's cursor its answer gave as `next` / `previous`): the cursor is kept in the URL beside the page number */
  keyset?: boolean;
}

/** What a list query is called with: the filters, the page and the sort (the base query's defaults when absent). */
export type ListRequest<F, Sort extends string = string> = F & {
  pageNum: number;
  pageSize: number;
  sortBy?: Sort;
  sortType?: SortType;
  after?: string;
  before?: string;
};

/** Where a keyset page starts: after the row the last answer called `next`, or before its `previous`. */
export interface PageCursor {
  after?: string;
  before?: string;
}

export interface ListParams<F, Sort extends string = string> {
  filters: F;
  pageNum: number;
  pageSize: number;
  /** one of the list query's sort names (as its generated type says; a name from the URL is the api's to check) */
  sortBy?: Sort;
  sortType?: SortType;
  /** a keyset list's cursor (only with `keyset`) */
  cursor: PageCursor;
  /** the argument of the list's query hook */
  request: ListRequest<F, Sort>;
  /** true when a filter is set (an empty list then says "no match", not "nothing yet") */
  filtered: boolean;
  /** new filters: back to page 1 */
  search(filters: F): void;
  /** a page by its number, or (keyset lists) the next or previous one by a cursor */
  page(pageNum: number, pageSize: number, cursor?: PageCursor): void;
  sort(sortBy: Sort | undefined, sortType: SortType | undefined): void;
  clear(): void;
}

export const PAGE_SIZES = [10, 20, 50, 100];
const PAGING_KEYS = ['pageNum', 'pageSize', 'sortBy', 'sortType', 'after', 'before'];
const NO_CURSOR = { after: undefined, before: undefined };

function parse(kind: FilterKind, raw: string | null): string | number | boolean | undefined {
  if (raw === null || raw === '') return undefined;
  if (kind === 'number') return Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  if (kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw;
}

function positive(raw: string | null, fallback: number, allowed?: number[]): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
}

/** The filters of a list query's argument (its generated `…ApiArg`): what is left without the paging. */
export type QueryFilters<Q> = Omit<Q, 'pageNum' | 'pageSize' | 'sortBy' | 'sortType' | 'after' | 'before'>;
/** The sort names of a list query's argument: its api's whitelist once the OpenAPI document states it. */
export type QuerySort<Q> = Q extends { sortBy?: infer Sort } ? NonNullable<Sort> & string : string;

/**
 * A list's state kept in the URL: filters, page and sort are query parameters, so a list is
 * shareable, survives a reload, and the back button steps back through searches. Each
 * change is a new history entry; the tab bar keeps the latest query with the tab.
 *
 * `useListParams<ListSettingAccountApiArg>({ filters: … })` types the filters as the list
 * query takes them (`status?: 0 | 1`); a value read from the URL is checked by the api.
 */
export function useListParams<Q = undefined, S extends Record<string, FilterKind> = Record<string, FilterKind>>(
  options: ListParamsOptions<S>,
): ListParams<Q extends undefined ? FiltersOf<S> : QueryFilters<Q>, Q extends undefined ? string : QuerySort<Q>>;
export function useListParams<S extends Record<string, FilterKind>>(
  options: ListParamsOptions<S>,
): ListParams<FiltersOf<S>> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters: kinds } = options;
  const defaultPageSize = options.pageSize ?? PAGE_SIZES[0];
  const keyset = options.keyset ?? false;
  const query = searchParams.toString();

  const state = useMemo(() => {
    const params = new URLSearchParams(query);
    const filters: Record<string, unknown> = {};
    for (const [name, kind] of Object.entries(kinds)) {
      const value = parse(kind, params.get(name));
      if (value !== undefined) filters[name] = value;
    }
    const sortType = params.get('sortType');
    // one cursor at a time: a page is after a row or before one
    const after = keyset ? params.get('after') || undefined : undefined;
    const before = keyset && !after ? params.get('before') || undefined : undefined;
    return {
      filters: filters as FiltersOf<S>,
      pageNum: positive(params.get('pageNum'), 1),
      pageSize: positive(params.get('pageSize'), defaultPageSize, PAGE_SIZES),
      sortBy: params.get('sortBy') || undefined,
      sortType: sortType === 'asc' || sortType === 'desc' ? (sortType as SortType) : undefined,
      cursor: after ? { after } : before ? { before } : {},
    };
    // kinds is a constant object literal of the screen; its identity is not state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, defaultPageSize, keyset]);

  const write = useCallback(
    (changes: Record<string, unknown>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setSearchParams],
  );

  return useMemo(() => {
    const { filters, pageNum, pageSize, sortBy, sortType, cursor } = state;
    const sortParams = sortBy ? { sortBy, sortType: sortType ?? 'desc' } : {};
    return {
      ...state,
      request: { ...filters, pageNum, pageSize, ...sortParams, ...cursor } as ListRequest<FiltersOf<S>>,
      filtered: Object.keys(filters).length > 0,
      search: (next) => {
        const cleared = Object.fromEntries(Object.keys(kinds).map((name) => [name, undefined]));
        write({ ...cleared, ...next, pageNum: undefined, ...NO_CURSOR });
      },
      // a cursor belongs to the page it leads to: a jump by number drops it
      page: (nextPage, nextSize, nextCursor) =>
        write({
          pageNum: nextPage === 1 ? undefined : nextPage,
          pageSize: nextSize === defaultPageSize ? undefined : nextSize,
          ...NO_CURSOR,
          ...(keyset ? nextCursor : {}),
        }),
      sort: (nextSortBy, nextSortType) =>
        write({
          sortBy: nextSortBy,
          sortType: nextSortBy ? nextSortType : undefined,
          pageNum: undefined,
          ...NO_CURSOR,
        }),
      clear: () => write(Object.fromEntries([...Object.keys(kinds), ...PAGING_KEYS].map((name) => [name, undefined]))),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, write, defaultPageSize, keyset]);
}
