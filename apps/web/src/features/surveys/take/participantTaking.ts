import type { Survey } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { completeSection, completeSurvey, saveAnswer } from '../surveysApi';
import { SURVEYS_KEY, surveyKey } from '../surveysQueries';
import type { SurveyTaking } from './surveyTaking';

/**
 * The participant's own survey (/my-day/surveys/{id}): answered by /surveys/{id}/… calls, kept under its
 * query; completing it stores the result on it and refreshes every surveys query (the day's card, a
 * critical answer's alert as stored).
 */
export function useParticipantTaking(surveyId: number): SurveyTaking<Survey> {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: surveyKey(surveyId),
      saveAnswer: (path, body) => saveAnswer(surveyId, path, body),
      completeSection: (sectionId) => completeSection(surveyId, sectionId),
      complete: async () => {
        const result = await completeSurvey(surveyId);
        queryClient.setQueryData<Survey>(surveyKey(surveyId), (s) =>
          s ? { ...s, status: 'COMPLETED', result, completedAt: s.completedAt ?? new Date().toISOString() } : s,
        );
        await queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
      },
      withProgress: (survey, progress) => ({
        ...survey,
        answeredQuestions: progress.answeredQuestions,
        status: progress.status,
      }),
    }),
    [queryClient, surveyId],
  );
}
