import { useCallback, useMemo, useState } from 'react';

export interface RowSelection<T extends { id: number }> {
  /** The ids chosen (of the page shown). */
  selected: ReadonlySet<number>;
  /** The page's rows that can be chosen. */
  items: readonly T[];
  chosen: readonly T[];
  toggle: (id: number, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * The rows chosen for a bulk action, among the page shown (`items`, kept stable between renders): a new
 * page, folder, filter or search (`scope`) starts with none, and a row that left the page (deleted, moved)
 * leaves the choice.
 */
export function useRowSelection<T extends { id: number }>(items: readonly T[], scope: string): RowSelection<T> {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: new Set() });
  const selected = useMemo(() => {
    const ids = state.scope === scope ? state.ids : new Set<number>();
    return new Set(items.filter((row) => ids.has(row.id)).map((row) => row.id));
  }, [items, state, scope]);
  const chosen = useMemo(() => items.filter((row) => selected.has(row.id)), [items, selected]);

  const toggle = useCallback(
    (id: number, on: boolean) =>
      setState((previous) => {
        const next = new Set(previous.scope === scope ? previous.ids : []);
        if (on) next.add(id);
        else next.delete(id);
        return { scope, ids: next };
      }),
    [scope],
  );
  const setAll = useCallback(
    (on: boolean) => setState({ scope, ids: new Set(on ? items.map((row) => row.id) : []) }),
    [scope, items],
  );
  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);
  return { selected, items, chosen, toggle, setAll, clear };
}
