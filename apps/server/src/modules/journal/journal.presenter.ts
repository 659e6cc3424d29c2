import type { JournalComment, JournalDay, JournalMeal, JournalPhoto } from '@stride/contracts';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { ResourceRow } from '../library/index.js';
import { presentMedia } from '../routines/index.js';
import type { JournalCommentRow, JournalDayRow, JournalMealRow } from './journal.table.js';

/** A comment as read, with its author's name. */
export type JournalCommentRead = JournalCommentRow & { authorName: string | null };

/** What presenting a day needs besides its rows: whose side reads it, the photos' files and their links. */
export interface JournalView {
  /** The reader is the participant (else staff): the other side's unread comments are new to them. */
  readerIsParticipant: boolean;
  media: Map<number, ResourceRow>;
  links: FileLinks;
}

/** The library files the meals show. */
export const photoIdsOf = (meals: JournalMealRow[]) => meals.flatMap((m) => m.photoResourceIds);

export function presentComment(c: JournalCommentRead, readerIsParticipant: boolean): JournalComment {
  return {
    id: c.id,
    authorProfileId: c.authorProfileId,
    authorName: c.authorName?.trim() || '',
    byParticipant: c.byParticipant,
    text: c.text,
    createdAt: c.createdAt.toISOString(),
    readAt: c.readAt ? c.readAt.toISOString() : null,
    unread: c.byParticipant !== readerIsParticipant && c.readAt === null,
  };
}

/** A meal's photos: the files that are still there (a file removed from the library drops out), in order. */
function photosOf(m: JournalMealRow, v: JournalView): JournalPhoto[] {
  return m.photoResourceIds.flatMap((id) => {
    const media = presentMedia(v.media.get(id), v.links);
    return media ? [media] : [];
  });
}

export function presentMeal(m: JournalMealRow, comments: JournalCommentRead[], v: JournalView): JournalMeal {
  return {
    id: m.id,
    version: m.version,
    date: m.date,
    kind: m.kind,
    time: m.time,
    text: m.text,
    photos: photosOf(m, v),
    comments: comments.map((c) => presentComment(c, v.readerIsParticipant)),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** Meals by time (none last), then as added. */
export const byTime = (a: JournalMealRow, b: JournalMealRow) =>
  (a.time ?? '99:99').localeCompare(b.time ?? '99:99') || a.id - b.id;

export function presentDay(
  owner: { userId: number; profileId: number },
  date: string,
  day: JournalDayRow | undefined,
  meals: JournalMealRow[],
  comments: JournalCommentRead[],
  v: JournalView,
): JournalDay {
  const byMeal = new Map<number, JournalCommentRead[]>();
  for (const c of comments) byMeal.set(c.mealId, [...(byMeal.get(c.mealId) ?? []), c]);
  return {
    participantId: owner.userId,
    participantProfileId: owner.profileId,
    date,
    comment: day?.comment ?? '',
    version: day?.version ?? 0,
    meals: [...meals].sort(byTime).map((m) => presentMeal(m, byMeal.get(m.id) ?? [], v)),
    editable: v.readerIsParticipant,
  };
}
