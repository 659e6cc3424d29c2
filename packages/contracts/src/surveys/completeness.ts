import type { TakenAnswer, TakenQuestion, TakenSection } from './taken.js';

/**
 * Spec 002 section 5, "Screener answer completeness", shared so the portal says what is missing before the
 * server refuses the same section. The staff types read as their screener kin: RADIO as SINGLE_CHOICE,
 * CHECKBOX as MULTI_CHOICE, OPTION as DROPDOWN_LIST, TEXTAREA as TEXT.
 */
export type MissingReason =
  /** Single choice, dropdown: nothing chosen; multi choice: not one chosen. */
  | 'NO_SELECTION'
  /** A text answer (or a chosen text answer) left blank. */
  | 'BLANK_TEXT'
  /** A number answer without a number, or outside its minimum and maximum. */
  | 'NUMBER_OUT_OF_RANGE'
  /** An embedded question of a chosen answer is not complete. */
  | 'EMBEDDED_INCOMPLETE';

export interface MissingAnswer {
  questionId: number;
  reason: MissingReason;
}

const blank = (text: string) => text.trim() === '';

/** A number within the answer's minimum and maximum (either may be open). */
export function numberInRange(answer: Pick<TakenAnswer, 'value' | 'minValue' | 'maxValue'>): boolean {
  const { value, minValue, maxValue } = answer;
  if (value === null || !Number.isFinite(value)) return false;
  return (minValue === null || value >= minValue) && (maxValue === null || value <= maxValue);
}

/** What a chosen answer still lacks: its text, its number, its embedded question. */
function chosenAnswerMissing(answer: TakenAnswer): MissingReason | null {
  if ((answer.type === 'text' || answer.type === 'textarea') && blank(answer.content)) return 'BLANK_TEXT';
  if (answer.type === 'number' && !numberInRange(answer)) return 'NUMBER_OUT_OF_RANGE';
  if (answer.embeddedQuestion && questionMissing(answer.embeddedQuestion) !== null) return 'EMBEDDED_INCOMPLETE';
  return null;
}

/** Why a question is not complete, or null when it is. */
export function questionMissing(question: TakenQuestion): MissingReason | null {
  const chosen = question.answers.filter((a) => a.selected);
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'RADIO':
    case 'DROPDOWN_LIST':
    case 'OPTION':
      return chosen.length === 0 ? 'NO_SELECTION' : chosenAnswerMissing(chosen[0]!);
    case 'MULTI_CHOICE':
    case 'CHECKBOX':
      if (chosen.length === 0) return 'NO_SELECTION';
      return chosen.map(chosenAnswerMissing).find((reason) => reason !== null) ?? null;
    case 'NUMBER':
      return question.answers.length > 0 && question.answers.every(numberInRange) ? null : 'NUMBER_OUT_OF_RANGE';
    case 'TEXT':
    case 'TEXTAREA':
      return question.answers.length > 0 && question.answers.every((a) => !blank(a.content)) ? null : 'BLANK_TEXT';
  }
}

/** Whether a question counts as answered (complete). */
export const questionComplete = (question: TakenQuestion) => questionMissing(question) === null;

/**
 * The questions a section still misses; none when it may be completed. Spec 002: "Completing a section is
 * refused unless every question is answered, unless allowEmpty is set".
 */
export function sectionMissing(section: Pick<TakenSection, 'allowEmpty' | 'questions'>): MissingAnswer[] {
  if (section.allowEmpty) return [];
  return section.questions.flatMap((question) => {
    const reason = questionMissing(question);
    return reason === null ? [] : [{ questionId: question.id, reason }];
  });
}
