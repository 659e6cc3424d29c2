import { SurveyErrorCode, type MissingAnswer, type MissingReason } from '@stride/contracts';
import { ApiError } from '../../../app/api';

const REASONS: ReadonlySet<string> = new Set<MissingReason>([
  'NO_SELECTION',
  'BLANK_TEXT',
  'NUMBER_OUT_OF_RANGE',
  'EMBEDDED_INCOMPLETE',
]);

/** A detail as the server may send it: its question and reason as fields, or in its path and message. */
interface IncompleteDetail {
  path?: unknown;
  message?: unknown;
  questionId?: unknown;
  reason?: unknown;
}

function readDetail(detail: IncompleteDetail): MissingAnswer | null {
  const fromPath = typeof detail.path === 'string' ? /(\d+)(?!.*\d)/.exec(detail.path)?.[1] : undefined;
  const questionId = typeof detail.questionId === 'number' ? detail.questionId : Number(fromPath);
  if (!Number.isInteger(questionId) || questionId <= 0) return null;
  const reason = [detail.reason, detail.message].find(
    (r): r is MissingReason => typeof r === 'string' && REASONS.has(r),
  );
  return { questionId, reason: reason ?? 'NO_SELECTION' };
}

/**
 * The questions a 409 SECTION_INCOMPLETE names (its details: questionId and reason), or null for any other
 * failure. A detail is read by its `questionId` and `reason`, or by the last number of its `path` and a
 * reason in its `message`.
 */
export function missingFromError(error: unknown): MissingAnswer[] | null {
  if (!(error instanceof ApiError) || error.code !== SurveyErrorCode.SectionIncomplete) return null;
  const details = (error.details ?? []) as IncompleteDetail[];
  return details.map(readDetail).filter((m): m is MissingAnswer => m !== null);
}
