import type { DirectoryEntry } from '@stride/contracts';
import { useMemo } from 'react';
import { useRowSelection, type RowSelection } from '../../../app/lists/useRowSelection';

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;

export interface Selection extends Omit<RowSelection<FileEntry>, 'items'> {
  /** The files of the page shown, the ones that can be chosen. */
  files: readonly FileEntry[];
}

/**
 * The files chosen for "Delete selected", among the page shown (app/lists/useRowSelection): a new page,
 * folder or search (`scope`) starts with none, and a file that left the page (deleted, moved) leaves the
 * choice.
 */
export function useSelection(rows: readonly DirectoryEntry[] | undefined, scope: string): Selection {
  const files = useMemo(() => (rows ?? []).filter((row): row is FileEntry => row.kind === 'file'), [rows]);
  const { items, ...selection } = useRowSelection(files, scope);
  return { ...selection, files: items };
}
