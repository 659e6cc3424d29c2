import {
  questionMissing,
  sectionMissing,
  type MissingAnswer,
  type MissingReason,
  type TakenQuestion,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import type { Answering } from './answeringContext';
import { holds, type AnswerChange } from './answerTree';
import { missingFromError } from './sectionErrors';
import type { SurveyTaking, TakenSurveyLike } from './surveyTaking';
import { useAnswerSaver } from './useAnswerSaver';

/** Where a taker resumes: the first section not completed (the last one when all are, to finish). */
export const firstOpenSection = (survey: TakenSurveyLike) => {
  const open = survey.sections.findIndex((s) => !s.completed);
  return open === -1 ? Math.max(0, survey.sections.length - 1) : open;
};

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), [role="combobox"]';

/**
 * The steps through a survey's sections: which one is shown, the answers' saver, what is missing (found
 * here before sending, or named by the server's 409), "Next" (save what waits, check, complete the
 * section, then the next one or the survey) and "Back". The calls are the taking's (`SurveyTaking`).
 */
export function useSectionSteps<S extends TakenSurveyLike>(survey: S, taking: SurveyTaking<S>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saver = useAnswerSaver(taking);
  const [index, setIndex] = useState(() => firstOpenSection(survey));
  const [missing, setMissing] = useState<ReadonlyMap<number, MissingReason>>(new Map());
  // Questions changed since they were named missing: what they miss now is theirs, not the server's.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusOn, setFocusOn] = useState<number | 'heading' | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const section = survey.sections[index];

  const current = useCallback(
    () => queryClient.getQueryData<S>(taking.queryKey) ?? survey,
    [queryClient, survey, taking.queryKey],
  );

  // The focus goes where it was asked once the fields take it again (after "Next").
  useEffect(() => {
    if (busy || focusOn === null) return;
    if (focusOn === 'heading') headingRef.current?.focus();
    else
      container.current
        ?.querySelector<HTMLElement>(`[data-question="${focusOn}"]`)
        ?.querySelector<HTMLElement>(FOCUSABLE)
        ?.focus();
    setFocusOn(null);
  }, [busy, focusOn]);

  const tell = (found: MissingAnswer[]) => {
    setMissing(new Map(found.map((m) => [m.questionId, m.reason])));
    setTouched(new Set());
    if (found[0]) setFocusOn(found[0].questionId);
  };

  const goTo = (next: number) => {
    setIndex(next);
    setMissing(new Map());
    setFailure(null);
    setFocusOn('heading');
    window.scrollTo?.({ top: 0 });
  };

  const next = async () => {
    setFailure(null);
    setBusy(true);
    try {
      if (!(await saver.flush())) {
        setFailure(t('surveys.take.notSaved'));
        return;
      }
      const shown = current().sections[index];
      if (!shown) return;
      const found = sectionMissing(shown);
      if (found.length > 0) return tell(found);
      if (!shown.completed) {
        try {
          const done = await taking.completeSection(shown.id);
          queryClient.setQueryData<S>(taking.queryKey, (s) =>
            s ? { ...s, sections: s.sections.map((x) => (x.id === done.id ? { ...x, completed: true } : x)) } : s,
          );
        } catch (error) {
          const named = missingFromError(error);
          if (named && named.length > 0) return tell(named);
          throw error;
        }
      }
      if (index < current().sections.length - 1) return goTo(index + 1);
      await taking.complete();
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    if (index > 0) goTo(index - 1);
  };

  // A change marks its question as touched (its message follows what it misses now).
  const answering = useMemo<Answering>(
    () => ({
      disabled: busy,
      saver: {
        ...saver,
        change: (change: AnswerChange, options?: { delayed?: boolean }) => {
          saver.change(change, options);
          const question = section?.questions.find((q) => holds(q, change.path));
          if (question) setTouched((set) => (set.has(question.id) ? set : new Set(set).add(question.id)));
        },
      },
    }),
    [busy, saver, section],
  );

  /** What a top-level question misses, once the taker was told: live as they answer. */
  const reasonOf = (question: TakenQuestion): MissingReason | null => {
    if (!missing.has(question.id)) return null;
    return questionMissing(question) ?? (touched.has(question.id) ? null : (missing.get(question.id) ?? null));
  };
  const missingCount = section ? section.questions.filter((q) => reasonOf(q) !== null).length : 0;

  return {
    index,
    count: survey.sections.length,
    section,
    busy,
    failure,
    missingCount,
    answering,
    reasonOf,
    container,
    headingRef,
    next,
    back,
    /** Saves what waits and waits for every save (true when all is saved). */
    flush: saver.flush,
  };
}
