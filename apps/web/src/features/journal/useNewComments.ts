import type { JournalDay } from '@stride/contracts';
import { useState } from 'react';

/**
 * Which comments are new to the viewer while a day stays open: the server marks the other side's comments
 * read when it answers the day (they come as `unread` once), so the ones seen unread are kept marked until
 * another day is opened.
 */
export function useNewComments(day: JournalDay | undefined): (commentId: number) => boolean {
  const [state, setState] = useState<{ day: JournalDay | undefined; key: string; ids: ReadonlySet<number> }>({
    day: undefined,
    key: '',
    ids: new Set(),
  });
  if (day !== state.day) {
    const key = day ? `${day.participantId}:${day.date}` : '';
    const ids = new Set(key === state.key ? state.ids : []);
    for (const meal of day?.meals ?? []) for (const comment of meal.comments) if (comment.unread) ids.add(comment.id);
    setState({ day, key, ids });
  }
  return (commentId) => state.ids.has(commentId);
}
