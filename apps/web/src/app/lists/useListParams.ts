import { DEFAULT_PER_PAGE } from '@stride/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page, size, search, sort and filters of a list, kept in the address so that links (dashboards) and Back work. */
export interface ListParams {
  page: number;
  perPage: number;
  search: string;
  sort: string | undefined;
  order: 'asc' | 'desc';
  /** Every other query parameter of the address, e.g. `companyId`, `active`. */
  filters: Readonly<Record<string, string>>;
}

export interface ListParamsApi extends ListParams {
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: string, order: 'asc' | 'desc') => void;
  /** Sets (or, with '' or undefined, clears) one filter and goes back to page 1. */
  setFilter: (name: string, value: string | undefined) => void;
  /** Sets or clears several filters in one step (e.g. a company and its advisor) and goes back to page 1. */
  setFilters: (changes: Readonly<Record<string, string | undefined>>) => void;
  clearFilters: () => void;
  /** The list call's query: page, perPage, search, sort, order and the filters. */
  query: Record<string, string | number>;
}

const OWN = new Set(['page', 'perPage', 'search', 'sort', 'order']);

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The one way a list screen reads and changes its page, sort, search and filters. */
export function useListParams(
  defaults: { sort?: string; order?: 'asc' | 'desc'; perPage?: number } = {},
): ListParamsApi {
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const [name, value] of params) if (!OWN.has(name) && value !== '') filters[name] = value;
    return {
      page: positive(params.get('page'), 1),
      perPage: positive(params.get('perPage'), defaults.perPage ?? DEFAULT_PER_PAGE),
      search: params.get('search') ?? '',
      sort: params.get('sort') ?? defaults.sort,
      order:
        params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : (defaults.order ?? 'asc'),
      filters,
    };
  }, [params, defaults.perPage, defaults.sort, defaults.order]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const set = (next: URLSearchParams, name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };

  const setPage = useCallback(
    (page: number) => update((next) => set(next, 'page', page > 1 ? String(page) : undefined)),
    [update],
  );
  const setPerPage = useCallback(
    (perPage: number) =>
      update((next) => {
        set(next, 'perPage', String(perPage));
        next.delete('page');
      }),
    [update],
  );
  const setSearch = useCallback(
    (search: string) =>
      update((next) => {
        set(next, 'search', search.trim());
        next.delete('page');
      }),
    [update],
  );
  const setSort = useCallback(
    (sort: string, order: 'asc' | 'desc') =>
      update((next) => {
        next.set('sort', sort);
        next.set('order', order);
        next.delete('page');
      }),
    [update],
  );
  const setFilter = useCallback(
    (name: string, value: string | undefined) =>
      update((next) => {
        set(next, name, value);
        next.delete('page');
      }),
    [update],
  );
  const setFilters = useCallback(
    (changes: Readonly<Record<string, string | undefined>>) =>
      update((next) => {
        for (const [name, value] of Object.entries(changes)) set(next, name, value);
        next.delete('page');
      }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const name of [...next.keys()])
          if (!OWN.has(name) || name === 'page' || name === 'search') next.delete(name);
      }),
    [update],
  );

  const query = useMemo(() => {
    const q: Record<string, string | number> = { ...state.filters, page: state.page, perPage: state.perPage };
    if (state.search) q.search = state.search;
    if (state.sort) {
      q.sort = state.sort;
      q.order = state.order;
    }
    return q;
  }, [state]);

  return { ...state, setPage, setPerPage, setSearch, setSort, setFilter, setFilters, clearFilters, query };
}
