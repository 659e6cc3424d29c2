import type {
  SurveyKind,
  SurveyResult,
  SurveySummary,
  SurveySummaryKey,
  Survey,
  TakenQuestion,
  TakenSection,
} from '@stride/contracts';
import type { SurveyRow } from '../taken.table.js';

/** A person as a survey names them (participant, scheduler, acknowledger). */
export interface PersonRef {
  userId: number;
  profileId: number;
  name: string;
}

/** What a survey's list item shows of its definition. */
export interface DefinitionRef {
  key: string;
  name: string;
  kind: SurveyKind;
  version: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentResult(row: SurveyRow): SurveyResult | null {
  if (row.status !== 'COMPLETED' || row.score === null) return null;
  return {
    result: row.score,
    rfsPoints: row.rfsPoints,
    bhvsPoints: row.bhvsPoints,
    band: row.bandKey ? { key: row.bandKey, label: row.bandLabel ?? row.bandKey } : null,
    positive: row.positive,
    summary: (row.summary ?? 'recorded') as SurveySummaryKey,
  };
}

/** A survey in a list; a person the reader cannot resolve (an account gone) is named by nobody's ref. */
export function presentSurveySummary(
  row: SurveyRow,
  definition: DefinitionRef,
  people: ReadonlyMap<number, PersonRef>,
): SurveySummary {
  const person = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  return {
    id: row.id,
    definitionId: row.definitionId,
    key: definition.key,
    name: definition.name,
    kind: definition.kind,
    definitionVersion: definition.version,
    participant: person(row.participantUserId) ?? { userId: row.participantUserId ?? 0, profileId: 0, name: '' },
    scheduledBy: person(row.scheduledByUserId),
    status: row.status,
    availableAt: row.availableAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    repeatEveryWeeks: row.repeatEveryWeeks,
    answeredQuestions: row.answeredQuestions,
    totalQuestions: row.totalQuestions,
    result: presentResult(row),
    critical: row.criticalAt
      ? {
          raisedAt: row.criticalAt.toISOString(),
          questions: row.criticalQuestions ?? [],
          acknowledgedAt: iso(row.acknowledgedAt),
          acknowledgedBy: person(row.acknowledgedByUserId),
          note: row.acknowledgementNote,
        }
      : null,
  };
}

export function presentSurvey(
  summary: SurveySummary,
  sections: TakenSection[],
  feedbackQuestions: TakenQuestion[] = [],
): Survey {
  return { ...summary, sections, feedbackQuestions };
}
