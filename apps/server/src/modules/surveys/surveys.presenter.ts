import type {
  SurveyAnswerDefinition,
  SurveyDefinition,
  SurveyDefinitionSummary,
  SurveyQuestionDefinition,
} from '@stride/contracts';
import type { SurveyAnswerRow, SurveyDefinitionRow, SurveyQuestionRow, SurveySectionRow } from './surveys.table.js';

export function presentDefinitionSummary(row: SurveyDefinitionRow): SurveyDefinitionSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    kind: row.kind,
    version: row.version,
    source: row.source,
    licence: row.licence,
    locked: row.locked,
    scoring: row.scoring ?? null,
    languages: row.languages,
  };
}

/** The rows of one definition, each list in its position order. */
export interface DefinitionTree {
  definition: SurveyDefinitionRow;
  sections: SurveySectionRow[];
  questions: SurveyQuestionRow[];
  answers: SurveyAnswerRow[];
}

/** The definition as one tree: sections, their questions, answers, and answers' embedded questions. */
export function presentDefinition({ definition, sections, questions, answers }: DefinitionTree): SurveyDefinition {
  const answersOf = new Map<number, SurveyAnswerRow[]>();
  for (const a of answers) answersOf.set(a.questionId, [...(answersOf.get(a.questionId) ?? []), a]);
  const embeddedUnder = new Map(questions.filter((q) => q.parentAnswerId !== null).map((q) => [q.parentAnswerId!, q]));

  const question = (q: SurveyQuestionRow): SurveyQuestionDefinition => ({
    id: q.id,
    type: q.type,
    content: q.content,
    scored: q.scored,
    factor: q.factor,
    label: q.label,
    answers: (answersOf.get(q.id) ?? []).map(answer),
  });
  const answer = (a: SurveyAnswerRow): SurveyAnswerDefinition => {
    const embedded = embeddedUnder.get(a.id);
    return {
      id: a.id,
      content: a.content,
      type: a.type,
      value: a.value,
      minValue: a.minValue,
      maxValue: a.maxValue,
      critical: a.critical,
      sectionRef: a.sectionRefId,
      embeddedQuestion: embedded ? question(embedded) : null,
    };
  };

  return {
    ...presentDefinitionSummary(definition),
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      allowEmpty: s.allowEmpty,
      questions: questions.filter((q) => q.sectionId === s.id && q.parentAnswerId === null).map(question),
    })),
  };
}
