import {
  questionComplete,
  type FactorScore,
  type SurveyAnswerDefinition,
  type SurveyDefinition,
  type SurveyProgress,
  type SurveyQuestionDefinition,
  type SurveySectionDefinition,
  type SurveyStatus,
  type TakenAnswer,
  type TakenQuestion,
  type TakenSection,
} from '@stride/contracts';

/** A taker's stored answer (survey_responses), by the definition's answer id. */
export interface StoredResponse {
  answerId: number;
  questionId: number;
  selected: boolean;
  content: string;
  value: number | null;
}

/** The definition with the taker's answers laid on it: what GET /surveys/{id} shows and the rules read. */
export function takenQuestion(
  q: SurveyQuestionDefinition,
  responses: ReadonlyMap<number, StoredResponse>,
): TakenQuestion {
  return {
    id: q.id,
    type: q.type,
    content: q.content,
    answers: q.answers.map((a): TakenAnswer => {
      const r = responses.get(a.id);
      return {
        id: a.id,
        label: a.content,
        type: a.type,
        content: r?.content ?? '',
        selected: r?.selected ?? false,
        value: r?.value ?? null,
        minValue: a.minValue,
        maxValue: a.maxValue,
        sectionRef: a.sectionRef,
        embeddedQuestion: a.embeddedQuestion ? takenQuestion(a.embeddedQuestion, responses) : null,
      };
    }),
  };
}

export function takenSections(
  definition: SurveyDefinition,
  responses: ReadonlyMap<number, StoredResponse>,
  completed: ReadonlySet<number>,
): TakenSection[] {
  return definition.sections.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    allowEmpty: s.allowEmpty,
    completed: completed.has(s.id),
    questions: s.questions.map((q) => takenQuestion(q, responses)),
  }));
}

export function progressOf(status: SurveyStatus, sections: readonly TakenSection[]): SurveyProgress {
  const questions = sections.flatMap((s) => s.questions);
  return {
    status,
    sections: sections.map((s) => ({ id: s.id, completed: s.completed })),
    answeredQuestions: questions.filter(questionComplete).length,
    totalQuestions: questions.length,
  };
}

export const totalQuestionsOf = (definition: SurveyDefinition) =>
  definition.sections.reduce((n, s) => n + s.questions.length, 0);

/** Where an answer sits: its section, its top-level question, the question it answers, the answer itself. */
export interface AnswerPlace {
  section: SurveySectionDefinition;
  topQuestion: SurveyQuestionDefinition;
  question: SurveyQuestionDefinition;
  answer: SurveyAnswerDefinition;
}

/**
 * Finds the answer a call names (spec 002: the answer, then embeddedAnswerId under its embedded question,
 * then secondLevelEmbeddedAnswerId one level further): each id must hang under the one before it.
 */
export function answerPlace(
  definition: SurveyDefinition,
  answerId: number,
  embeddedAnswerId?: number,
  secondLevelEmbeddedAnswerId?: number,
): AnswerPlace | null {
  if (secondLevelEmbeddedAnswerId !== undefined && embeddedAnswerId === undefined) return null;
  for (const section of definition.sections) {
    for (const topQuestion of section.questions) {
      const top = topQuestion.answers.find((a) => a.id === answerId);
      if (!top) continue;
      let place: AnswerPlace = { section, topQuestion, question: topQuestion, answer: top };
      for (const id of [embeddedAnswerId, secondLevelEmbeddedAnswerId]) {
        if (id === undefined) break;
        const question = place.answer.embeddedQuestion;
        const next = question?.answers.find((a) => a.id === id);
        if (!question || !next) return null;
        place = { ...place, question, answer: next };
      }
      return place;
    }
  }
  return null;
}

/** Every question of a tree with its answers, the embedded ones too. */
function* allQuestions(questions: readonly SurveyQuestionDefinition[]): Generator<SurveyQuestionDefinition> {
  for (const q of questions) {
    yield q;
    for (const a of q.answers) if (a.embeddedQuestion) yield* allQuestions([a.embeddedQuestion]);
  }
}

const questionsOf = (definition: SurveyDefinition) => [
  ...allQuestions(definition.sections.flatMap((s) => s.questions)),
];

/** The points of the chosen answers of the scored questions (what the scoring rule sums). */
export function chosenPoints(definition: SurveyDefinition, responses: ReadonlyMap<number, StoredResponse>): number[] {
  return questionsOf(definition)
    .filter((q) => q.scored)
    .flatMap((q) => q.answers.filter((a) => a.value !== null && responses.get(a.id)?.selected).map((a) => a.value!));
}

/** The wording of the questions whose chosen answer is critical (PHQ-9 item 9 above 0). */
export function criticalQuestions(
  definition: SurveyDefinition,
  responses: ReadonlyMap<number, StoredResponse>,
): string[] {
  return questionsOf(definition)
    .filter((q) => q.answers.some((a) => a.critical && responses.get(a.id)?.selected))
    .map((q) => q.content);
}

/** The most points a question gives: its best answer with the best of what is embedded under it. */
function maxPoints(q: SurveyQuestionDefinition): number {
  return Math.max(
    0,
    ...q.answers.map((a) => (a.value ?? 0) + (a.embeddedQuestion ? maxPoints(a.embeddedQuestion) : 0)),
  );
}

/** The chosen points of a question and of the questions embedded under its chosen answers. */
function pointsOf(q: SurveyQuestionDefinition, responses: ReadonlyMap<number, StoredResponse>): number {
  return q.answers
    .filter((a) => responses.get(a.id)?.selected)
    .reduce((sum, a) => sum + (a.value ?? 0) + (a.embeddedQuestion ? pointsOf(a.embeddedQuestion, responses) : 0), 0);
}

/** Each factor question's points and maximum (the additional scores), risk and protective. */
export function factorScores(
  definition: SurveyDefinition,
  responses: ReadonlyMap<number, StoredResponse>,
): FactorScore[] {
  return definition.sections
    .flatMap((s) => s.questions)
    .filter((q) => q.factor !== null)
    .map((q) => ({
      label: q.label ?? q.content,
      factor: q.factor!,
      points: pointsOf(q, responses),
      max: maxPoints(q),
    }));
}
