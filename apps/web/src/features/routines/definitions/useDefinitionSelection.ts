import type { Definition } from '@stride/contracts';
import { useMemo } from 'react';
import { useRowSelection, type RowSelection } from '../../../app/lists/useRowSelection';

export type DefinitionSelection = RowSelection<Definition>;

/**
 * The definitions chosen for a bulk action, among the page shown (app/lists/useRowSelection): a new page,
 * folder, filter or search (`scope`) starts with none, and one that left the page (deleted, moved) leaves
 * the choice.
 */
export function useDefinitionSelection(rows: readonly Definition[] | undefined, scope: string): DefinitionSelection {
  const items = useMemo(() => rows ?? [], [rows]);
  return useRowSelection(items, scope);
}
