import {
  ownsRoutineLibrary,
  type DefinitionKind,
  type PolicyActor,
  type Prescription,
  type Sequence,
  type SequenceItem,
  type SequenceSummary,
} from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import type { ResourceRow } from '../../library/index.js';
import { presentMedia } from '../routines.presenter.js';
import { loadItems, type LoadedSequence } from './sequences.service.js';
import type { SequenceItemRow } from '../sequences.table.js';
import { type SequenceRow } from '../sequences.table.js';

/** A routine's item as read with its definition's title and media (one query for all of them). */
export interface LoadedItem {
  item: SequenceItemRow;
  title: string;
  media: ResourceRow | null;
  /** The definition's amounts. */
  defaults: PrescriptionColumns;
}

/** The amounts a routine item may set for itself, as columns (of the item or of its definition). */
export type PrescriptionColumns = Pick<
  SequenceItemRow,
  'timeSeconds' | 'weight' | 'repetitions' | 'series' | 'restTimeBetweenSeries'
>;

export const presentPrescription = (c: PrescriptionColumns): Prescription => ({
  time: c.timeSeconds,
  weight: c.weight,
  repetitions: c.repetitions,
  series: c.series,
  restTimeBetweenSeries: c.restTimeBetweenSeries,
});

export function presentSequenceItem(l: LoadedItem, links: FileLinks): SequenceItem {
  const kind = l.item.kind as DefinitionKind;
  const media = presentMedia(l.media ?? undefined, links);
  return {
    id: l.item.id,
    day: l.item.day,
    position: l.item.position,
    kind,
    definitionId: l.item.definitionId,
    exerciseDefinitionId: kind === 'EXERCISE' ? l.item.definitionId : null,
    seriesDefinitionId: kind === 'SERIES' ? l.item.definitionId : null,
    activityDefinitionId: kind === 'ACTIVITY' ? l.item.definitionId : null,
    title: l.title,
    media,
    processing: Boolean(media?.processing),
    prescription: presentPrescription(l.item),
    defaults: presentPrescription(l.defaults),
  };
}

export function presentSequenceSummary(
  row: SequenceRow,
  folderTitle: string | null,
  itemCount: number,
  actor: PolicyActor,
): SequenceSummary {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    folderId: row.folderId,
    rootFolder: row.folderId !== null && folderTitle !== null ? { id: row.folderId, title: folderTitle } : null,
    days: row.days,
    itemCount,
    editable: ownsRoutineLibrary(actor, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function presentSequence(
  row: SequenceRow,
  folderTitle: string | null,
  items: LoadedItem[],
  actor: PolicyActor,
  links: FileLinks,
): Sequence {
  return {
    ...presentSequenceSummary(row, folderTitle, items.length, actor),
    items: items.map((i) => presentSequenceItem(i, links)),
  };
}

/** The whole routine as every call answers it. */
export async function presentLoaded(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  s: LoadedSequence,
  links: FileLinks,
): Promise<Sequence> {
  return presentSequence(s.row, s.folderTitle, await loadItems(tx, ctx, s.row.id), actor, links);
}
