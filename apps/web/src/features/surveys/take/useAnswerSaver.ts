import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useErrorHandler } from '../../../app/errors';
import { applyToSurvey, pathKey, strayChoices, withQuestion, type AnswerChange } from './answerTree';
import type { SurveyTaking, TakenSurveyLike } from './surveyTaking';

/** How long typing may pause before the text is saved (it is saved on leaving the field too). */
export const TEXT_SAVE_DELAY_MS = 800;

export interface AnswerSaver {
  /** Shows the change at once and saves it: now, or (typing) after a pause. */
  change: (change: AnswerChange, options?: { delayed?: boolean }) => void;
  /** Saves an answer's typed text now (the field was left). */
  flushAnswer: (path: readonly number[]) => void;
  /** Saves everything not saved yet (failed saves again) and waits: true when all is saved. */
  flush: () => Promise<boolean>;
}

/**
 * Every answer saved as it is given (the taking's `saveAnswer`: PUT /surveys/{id}/answers/{answerId}, or a
 * public screener's PUT …/surveys/answers/{answerId}), one call at a time in the order given. The survey on screen shows a change at once; each answer the server sends (the question as it
 * is now) replaces its question, with the changes not yet saved laid over it again, so nothing typed is
 * lost. Typed text waits for a pause or the field's blur; leaving the page saves what is waiting. A failed
 * save is told, kept, and tried again by `flush` (before a section is completed).
 */
export function useAnswerSaver<S extends TakenSurveyLike>(taking: SurveyTaking<S>): AnswerSaver {
  const queryClient = useQueryClient();
  const onError = useErrorHandler();
  const waiting = useRef(new Map<string, { change: AnswerChange; timer: ReturnType<typeof setTimeout> }>());
  const queue = useRef<AnswerChange[]>([]);
  const failed = useRef<AnswerChange[]>([]);
  const running = useRef(false);
  const idle = useRef<(() => void)[]>([]);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);

  const update = useCallback(
    (apply: (survey: S) => S) =>
      queryClient.setQueryData<S>(taking.queryKey, (survey) => (survey ? apply(survey) : survey)),
    [queryClient, taking.queryKey],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const change = queue.current[0]!;
      try {
        const answered = await taking.saveAnswer(change.path, change.body);
        queue.current.shift();
        queue.current.push(...strayChoices(answered.question, change));
        // The server's question, then what is not saved yet over it.
        const unsaved = [...queue.current, ...[...waiting.current.values()].map((w) => w.change)];
        update((survey) =>
          unsaved.reduce(
            applyToSurvey,
            taking.withProgress(withQuestion(survey, answered.question), answered.progress),
          ),
        );
      } catch (error) {
        queue.current.shift();
        failed.current.push(change);
        errorRef.current(error);
      }
    }
    running.current = false;
    for (const resolve of idle.current.splice(0)) resolve();
  }, [taking, update]);

  const send = useCallback(
    (change: AnswerChange) => {
      queue.current.push(change);
      void pump();
    },
    [pump],
  );

  const flushAnswer = useCallback(
    (path: readonly number[]) => {
      const key = pathKey(path);
      const entry = waiting.current.get(key);
      if (!entry) return;
      clearTimeout(entry.timer);
      waiting.current.delete(key);
      send(entry.change);
    },
    [send],
  );

  const change = useCallback(
    (next: AnswerChange, options: { delayed?: boolean } = {}) => {
      update((survey) => applyToSurvey(survey, next));
      const key = pathKey(next.path);
      const earlier = waiting.current.get(key);
      if (earlier) clearTimeout(earlier.timer);
      if (options.delayed) {
        // The latest text of the answer is what is saved.
        const merged = earlier ? { ...next, body: { ...earlier.change.body, ...next.body } } : next;
        waiting.current.set(key, {
          change: merged,
          timer: setTimeout(() => flushAnswer(next.path), TEXT_SAVE_DELAY_MS),
        });
      } else {
        waiting.current.delete(key);
        send(earlier ? { ...next, body: { ...earlier.change.body, ...next.body } } : next);
      }
    },
    [update, flushAnswer, send],
  );

  const flushAll = useCallback(() => {
    for (const path of [...waiting.current.values()].map((w) => w.change.path)) flushAnswer(path);
  }, [flushAnswer]);

  const flush = useCallback(async () => {
    flushAll();
    queue.current.push(...failed.current.splice(0));
    if (queue.current.length > 0 || running.current) {
      const done = new Promise<void>((resolve) => idle.current.push(resolve));
      void pump();
      await done;
    }
    return failed.current.length === 0;
  }, [flushAll, pump]);

  // Leaving the page (or the browser tab going away) saves what is waiting.
  useEffect(() => {
    const hide = () => flushAll();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      flushAll();
    };
  }, [flushAll]);

  return useMemo(() => ({ change, flushAnswer, flush }), [change, flushAnswer, flush]);
}
