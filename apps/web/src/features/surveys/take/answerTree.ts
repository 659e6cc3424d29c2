import type { AnswerBody, TakenAnswer, TakenQuestion } from '@stride/contracts';
import type { AnswerPath } from '../surveysApi';
import type { TakenSurveyLike } from './surveyTaking';

/** One change of an answer: where it is, what changes, and whether choosing it unchooses its siblings. */
export interface AnswerChange {
  path: AnswerPath;
  body: AnswerBody;
  /** A single choice or a dropdown: choosing this answer unchooses the others of its question. */
  exclusive: boolean;
}

/** The key of an answer's place, e.g. "12.40" for answer 40 of the question embedded under answer 12. */
export const pathKey = (path: readonly number[]) => path.join('.');

/** Question types answered by choosing exactly one answer. */
export const SINGLE_TYPES: ReadonlySet<TakenQuestion['type']> = new Set([
  'SINGLE_CHOICE',
  'RADIO',
  'DROPDOWN_LIST',
  'OPTION',
]);

const merge = (answer: TakenAnswer, body: AnswerBody): TakenAnswer => ({
  ...answer,
  ...(body.content !== undefined ? { content: body.content } : {}),
  ...(body.selected !== undefined ? { selected: body.selected } : {}),
  ...(body.value !== undefined ? { value: body.value } : {}),
});

/** The question with the change applied at `path` (relative to it), nothing else touched. */
export function applyToQuestion(question: TakenQuestion, path: readonly number[], change: AnswerChange): TakenQuestion {
  const [id, ...rest] = path;
  if (!question.answers.some((a) => a.id === id)) return question;
  return {
    ...question,
    answers: question.answers.map((answer) => {
      if (answer.id !== id) {
        // Choosing one answer of a single choice unchooses the others.
        return rest.length === 0 && change.exclusive && change.body.selected === true && answer.selected
          ? { ...answer, selected: false }
          : answer;
      }
      if (rest.length === 0) return merge(answer, change.body);
      return answer.embeddedQuestion
        ? { ...answer, embeddedQuestion: applyToQuestion(answer.embeddedQuestion, rest, change) }
        : answer;
    }),
  };
}

/** The top-level question holding the answer a path starts with. */
export const holds = (question: TakenQuestion, path: AnswerPath) => question.answers.some((a) => a.id === path[0]);

/** The survey with one top-level question replaced (an answer's change answers it as it is now). */
export function withQuestion<S extends TakenSurveyLike>(survey: S, question: TakenQuestion): S {
  return {
    ...survey,
    sections: survey.sections.map((section) =>
      section.questions.some((q) => q.id === question.id)
        ? { ...section, questions: section.questions.map((q) => (q.id === question.id ? question : q)) }
        : section,
    ),
  };
}

/** The survey with a change applied where it belongs. */
export function applyToSurvey<S extends TakenSurveyLike>(survey: S, change: AnswerChange): S {
  for (const section of survey.sections)
    for (const question of section.questions)
      if (holds(question, change.path)) return withQuestion(survey, applyToQuestion(question, change.path, change));
  return survey;
}

/** The question a path's last answer belongs to (the top-level one, or an embedded one). */
function questionAt(question: TakenQuestion, path: readonly number[]): TakenQuestion | null {
  if (path.length === 1) return question;
  const answer = question.answers.find((a) => a.id === path[0]);
  return answer?.embeddedQuestion ? questionAt(answer.embeddedQuestion, path.slice(1)) : null;
}

/**
 * After an exclusive choice the server answered with: the other answers of that question still chosen,
 * as changes that unchoose them (a server that leaves them chosen gets them unchosen; one that did it
 * itself gets none).
 */
export function strayChoices(answered: TakenQuestion, change: AnswerChange): AnswerChange[] {
  if (!change.exclusive || change.body.selected !== true) return [];
  const question = questionAt(answered, change.path);
  const chosen = change.path[change.path.length - 1];
  const parent = change.path.slice(0, -1);
  return (question?.answers ?? [])
    .filter((a) => a.selected && a.id !== chosen)
    .map((a) => ({ path: [...parent, a.id], body: { selected: false }, exclusive: false }));
}
