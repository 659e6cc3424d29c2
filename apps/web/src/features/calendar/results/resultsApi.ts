import {
  endpoints,
  RESULT_LATE_DAYS,
  ResultErrorCode,
  type CalendarResult,
  stateOf,
  type RecordResultBody,
  type Report,
  type ReportDay,
  type ReportItem,
} from '@stride/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import i18next from 'i18next';
import { ApiError, callEndpoint, removeVersioned, saveVersioned } from '../../../app/api';
import { sendOrQueue } from '../../../app/offline/offlineQueue';
import { calendarKey } from '../calendarQueries';

const api = endpoints.calendarProgress;

/**
 * Every query of a participant's results and reports starts with this key: a result recorded, changed or
 * taken back refreshes the day, the week and the totals at once.
 */
export const REPORT_KEY = ['calendarReport'] as const;
const reportKey = (userId: number) => [...REPORT_KEY, userId] as const;

/** GET /participants/{id}/routines/report?from&to: each item of the range with what was recorded. */
export function useReport(userId: number, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportKey(userId), 'items', range],
    queryFn: ({ signal }) => callEndpoint(api.report, { params: { id: userId }, query: range!, signal }),
    enabled: userId > 0 && range !== null,
    placeholderData: keepPreviousData,
    // Signed media links live 10 to 20 minutes: back on the tab, the day is read again.
    refetchOnWindowFocus: true,
  });
}

/** GET /participants/{id}/routines/report/total?from&to: completion, streaks, per kind and per week. */
export function useReportTotal(userId: number, range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [...reportKey(userId), 'total', range],
    queryFn: ({ signal }) => callEndpoint(api.reportTotal, { params: { id: userId }, query: range!, signal }),
    enabled: userId > 0 && range !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /participants/{id}/routines/report/day/{date}: one day's items with what was recorded. */
export function useReportDay(userId: number, date: string | null) {
  return useQuery({
    queryKey: [...reportKey(userId), 'day', date],
    queryFn: ({ signal }) => callEndpoint(api.reportDay, { params: { id: userId, date: date! }, signal }),
    enabled: userId > 0 && date !== null,
  });
}

/** The result of an item as the server has it now (after a 412), read from its day. */
async function currentResult(userId: number, row: ReportItem): Promise<CalendarResult> {
  const day = await callEndpoint(api.reportDay, { params: { id: userId, date: row.item.date } });
  const result = day.items.find((r) => r.item.id === row.item.id)?.result;
  if (!result) throw new Error('The result was taken back meanwhile.');
  return result;
}

/**
 * The participant records an item (POST …/result), or changes what they recorded (PUT with If-Match; a 412
 * reloads the result and sends the change again on its version: the participant's latest word wins).
 */
export function saveResult(
  userId: number,
  row: ReportItem,
  body: RecordResultBody,
  idempotencyKey?: string,
): Promise<CalendarResult> {
  const params = { id: userId, itemId: row.item.id };
  const saved = row.result
    ? saveVersioned({
        version: row.result.version,
        body,
        save: (b, version) => callEndpoint(api.changeResult, { params, body: b, version, idempotencyKey }),
        reload: () => currentResult(userId, row),
      })
    : callEndpoint(api.recordResult, { params, body, idempotencyKey });
  return saved.catch((error: unknown) => {
    throw inParticipantWords(error);
  });
}

/**
 * The participant's own recording from My day, which works offline (app/offline): sent at once with an
 * Idempotency-Key, or, without a network, kept and sent when back online. A kept one is shown at once as the
 * server will answer it (version 0 until then); the day is read again once it has gone.
 */
export async function recordResult(
  userId: number,
  row: ReportItem,
  body: RecordResultBody,
): Promise<{ result: CalendarResult; queued: boolean }> {
  const params = { id: userId, itemId: row.item.id };
  const call = row.result
    ? { endpoint: 'calendarProgress.changeResult' as const, input: { params, body, version: row.result.version } }
    : { endpoint: 'calendarProgress.recordResult' as const, input: { params, body } };
  const sent = await sendOrQueue({ ...call, refresh: [REPORT_KEY, calendarKey(userId)] }, (key) =>
    saveResult(userId, row, body, key),
  );
  return sent.queued ? { result: resultAsSent(row, body), queued: true } : { result: sent.answer, queued: false };
}

/** What the server will record from the body: the result shown while it waits to be sent. */
function resultAsSent(row: ReportItem, body: RecordResultBody): CalendarResult {
  const done = body.status === 'DONE' ? body : null;
  return {
    itemId: row.item.id,
    status: body.status,
    series: done?.series ?? null,
    repetitions: done?.repetitions ?? null,
    weight: done?.weight ?? null,
    time: done?.time ?? null,
    distance: done?.distance ?? null,
    comment: body.comment ?? null,
    rating: done?.rating ?? null,
    skipReason: body.status === 'SKIPPED' ? (body.reason ?? body.skipReason ?? null) : null,
    recordedAt: new Date().toISOString(),
    version: 0,
  };
}

/** The server's two refusals of the recording window, by their codes (declared with the result calls). */
const WINDOW_REFUSALS: Record<string, string> = {
  [ResultErrorCode.NotYet]: 'results.refusedFuture',
  [ResultErrorCode.TooLate]: 'results.refusedLate',
};
/** A refusal of the window in the participant's language, with the number of days the sentence needs. */
function inParticipantWords(error: unknown): unknown {
  const key = error instanceof ApiError ? WINDOW_REFUSALS[error.code] : undefined;
  if (!key || !(error instanceof ApiError)) return error;
  const message = i18next.t(key, { count: RESULT_LATE_DAYS });
  return new ApiError(error.status, { message, code: error.code }, error.traceId);
}

/** DELETE …/result with If-Match: the item is planned again (or missed, when its day is past). */
export function deleteResult(userId: number, row: ReportItem & { result: CalendarResult }): Promise<void> {
  const params = { id: userId, itemId: row.item.id };
  return removeVersioned(
    row.result.version,
    (version) => callEndpoint(api.deleteResult, { params, version }),
    () => currentResult(userId, row),
  );
}

/**
 * Shows a result the server just answered (the POST's 201, the PUT's 200) or took back, without reading the
 * day again: the cached rows of the item take it and its state (contracts' stateOf, the report's rule); only
 * the totals, which count every item, and the calendar's days (if cached: they carry the states) are read again.
 */
export function useShowResult(userId: number, today: string) {
  const client = useQueryClient();
  return useCallback(
    (itemId: number, result: CalendarResult | null) => {
      const patch = <T extends Report | ReportDay>(data: T | undefined): T | undefined =>
        data && {
          ...data,
          items: data.items.map((row) =>
            row.item.id === itemId ? { ...row, result, state: stateOf(row.item, result, today) } : row,
          ),
        };
      client.setQueriesData<Report>({ queryKey: [...reportKey(userId), 'items'] }, patch);
      client.setQueriesData<ReportDay>({ queryKey: [...reportKey(userId), 'day'] }, patch);
      void client.invalidateQueries({ queryKey: [...reportKey(userId), 'total'] });
      // The calendar's days carry each item's state too.
      void client.invalidateQueries({ queryKey: calendarKey(userId) });
    },
    [client, userId, today],
  );
}
