import type { DirectoryEntry } from '@stride/contracts';
import { useCallback, useMemo, useState } from 'react';

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;

export interface Selection {
  /** The ids of the chosen files (of the page shown). */
  selected: ReadonlySet<number>;
  /** The files of the page shown, the ones that can be chosen. */
  files: readonly FileEntry[];
  chosen: readonly FileEntry[];
  toggle: (id: number, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * The files chosen for "Delete selected", among the page shown: a new page, folder or search (`scope`)
 * starts with none, and a file that left the page (deleted, moved) leaves the choice.
 */
export function useSelection(rows: readonly DirectoryEntry[] | undefined, scope: string): Selection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: new Set() });
  const files = useMemo(() => (rows ?? []).filter((row): row is FileEntry => row.kind === 'file'), [rows]);
  const selected = useMemo(() => {
    const ids = state.scope === scope ? state.ids : new Set<number>();
    return new Set(files.filter((f) => ids.has(f.id)).map((f) => f.id));
  }, [files, state, scope]);
  const chosen = useMemo(() => files.filter((f) => selected.has(f.id)), [files, selected]);

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
    (on: boolean) => setState({ scope, ids: new Set(on ? files.map((f) => f.id) : []) }),
    [scope, files],
  );
  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);
  return { selected, files, chosen, toggle, setAll, clear };
}
