import { createContext, useContext } from 'react';
import type { AnswerSaver } from './useAnswerSaver';

/** What every field of the survey being answered shares: the saver, and whether answering is paused. */
export interface Answering {
  saver: AnswerSaver;
  /** While a section is being completed: the fields wait. */
  disabled: boolean;
}

export const AnsweringContext = createContext<Answering | null>(null);

export function useAnswering(): Answering {
  const answering = useContext(AnsweringContext);
  if (!answering) throw new Error('useAnswering needs an AnsweringContext');
  return answering;
}
