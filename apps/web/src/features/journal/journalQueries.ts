import {
  endpoints,
  JOURNAL_REFRESH_MS,
  type JournalCalendarDay,
  type JournalComment,
  type JournalDay,
  type JournalMeal,
  type JournalMealKind,
  type JournalPhotoInput,
} from '@stride/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, removeVersioned, saveVersioned } from '../../app/api';
import { sendOrQueue } from '../../app/offline/offlineQueue';
import { useRealtimeEvent } from '../../app/realtime';
import { useProcessingReload } from '../library/useProcessingReload';
import type { DayMarks } from './JournalMonth';

const api = endpoints.journal;

/** Every query of the journal starts with this key. */
export const JOURNAL_KEY = ['journal'] as const;
export const journalParticipantKey = (participantId: number) => [...JOURNAL_KEY, participantId] as const;
export const journalDayKey = (participantId: number, date: string) =>
  [...journalParticipantKey(participantId), 'day', date] as const;
const calendarKey = (participantId: number, month: string) =>
  [...journalParticipantKey(participantId), 'calendar', month] as const;

/**
 * The journal of a participant read again at once when the server says it changed (JOURNAL_CHANGED_EVENT,
 * after the other side wrote a meal or a comment); a "read" of the other side changes nothing shown here.
 */
export function useJournalRealtime(participantId: number) {
  const queryClient = useQueryClient();
  useRealtimeEvent('journal:changed', (event) => {
    if (event.participantId !== participantId || event.reason === 'read') return;
    void queryClient.invalidateQueries({ queryKey: journalParticipantKey(participantId) });
  });
}

/** GET /journals/calendar?participantIds&month: the month's days with entries, comments and unread ones. */
export function useJournalCalendar(participantId: number, month: string) {
  return useQuery({
    queryKey: calendarKey(participantId, month),
    queryFn: ({ signal }) =>
      callEndpoint(api.calendar, {
        query: { participantIds: String(participantId), month: month.slice(0, 7) },
        signal,
      }),
    enabled: participantId > 0,
    refetchInterval: JOURNAL_REFRESH_MS,
    refetchOnWindowFocus: true,
    select: (answer) => marksOf(answer.participants.find((p) => p.participantId === participantId)?.days ?? []),
  });
}

function marksOf(days: readonly JournalCalendarDay[]): Map<string, DayMarks> {
  return new Map(
    days.map((day) => [day.date, { entries: day.hasEntries, comments: day.comments, unread: day.unreadComments }]),
  );
}

/**
 * GET /journals/participants/{id}/date/{date}: the day, read every 240 s (spec 001 section 9) and at once
 * on the other side's change. The answer marks the other side's comments read on the server, so the
 * month's unread marks are read again after it.
 */
export function useJournalDay(participantId: number, date: string, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: journalDayKey(participantId, date),
    queryFn: async ({ signal }) => {
      const day = await callEndpoint(api.day, { params: { id: participantId, date }, signal });
      if (day.meals.some((meal) => meal.comments.some((comment) => comment.unread)))
        void queryClient.invalidateQueries({ queryKey: [...journalParticipantKey(participantId), 'calendar'] });
      return day;
    },
    enabled: enabled && participantId > 0,
    retry: false,
    refetchInterval: JOURNAL_REFRESH_MS,
    // Signed photo links live 10 to 20 minutes: back on the tab, the day is read again.
    refetchOnWindowFocus: true,
  });
  // A photo still processed: the day is read again after 5, 25 and 60 s (spec 001 sections 4 and 9).
  useProcessingReload(
    query.data?.meals.flatMap((meal) => meal.photos),
    () => void query.refetch(),
  );
  return query;
}

const fetchDay = (participantId: number, date: string) =>
  callEndpoint(api.day, { params: { id: participantId, date } });

/** After a change: the day and the month are read again. */
export const refreshJournal = (queryClient: QueryClient, participantId: number) =>
  queryClient.invalidateQueries({ queryKey: journalParticipantKey(participantId) });

/** POST …/meals/{mealId}/comments: a comment under a meal (either side). */
export const addComment = (
  participantId: number,
  date: string,
  mealId: number,
  text: string,
): Promise<JournalComment> =>
  callEndpoint(api.addComment, { params: { id: participantId, date, mealId }, body: { text } });

/** PUT …/date/{date}: the day's comment (the meals as they are), on the day's version, retried once after a 412. */
export const saveDayComment = (day: JournalDay, comment: string): Promise<JournalDay> =>
  saveVersioned({
    version: day.version,
    body: comment,
    save: (text, version) =>
      callEndpoint(api.updateDay, {
        params: { id: day.participantId, date: day.date },
        body: { comment: text, meals: [] },
        version,
      }),
    reload: () => fetchDay(day.participantId, day.date),
  });

/** What the participant writes of a meal. */
export interface MealInput {
  kind: JournalMealKind;
  time: string | null;
  text: string;
  photos: JournalPhotoInput[];
}

/** DELETE …/meals/{mealId} on its version (retried once on the reloaded version after a 412). */
export function deleteMeal(participantId: number, meal: JournalMeal): Promise<void> {
  const params = { id: participantId, date: meal.date, mealId: meal.id };
  return removeVersioned(
    meal.version,
    (version) => callEndpoint(api.deleteMeal, { params, version }),
    async () => (await fetchDay(participantId, meal.date)).meals.find((m) => m.id === meal.id) ?? meal,
  );
}

/**
 * POST …/meals, a new meal, which works offline (app/offline): sent with an Idempotency-Key, or without a network
 * kept and sent when back online (`queued`: the day shows it once it has gone).
 */
export async function addMeal(
  participantId: number,
  date: string,
  body: MealInput,
): Promise<{ meal: JournalMeal; queued: false } | { queued: true }> {
  const sent = await sendOrQueue<JournalMeal>({
    endpoint: 'journal.createMeal',
    input: { params: { id: participantId, date }, body },
    refresh: [journalParticipantKey(participantId)],
  });
  return sent.queued ? { queued: true } : { meal: sent.answer, queued: false };
}

/** PUT …/meals/{mealId} on its version (retried once after a 412). */
export function saveMeal(participantId: number, date: string, meal: JournalMeal, body: MealInput) {
  return saveVersioned({
    version: meal.version,
    body,
    save: (input, version) =>
      callEndpoint(api.updateMeal, { params: { id: participantId, date, mealId: meal.id }, body: input, version }),
    reload: async () => {
      const day = await fetchDay(participantId, date);
      const current = day.meals.find((m) => m.id === meal.id);
      // Deleted meanwhile: the save answers what the server says of it (404).
      return current ?? meal;
    },
  });
}
