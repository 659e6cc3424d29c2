import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnsweringContext } from './answeringContext';
import { QuestionField } from './QuestionField';
import type { SurveyTaking, TakenSurveyLike } from './surveyTaking';
import { useSectionSteps } from './useSectionSteps';

/** What the page adds under the steps, with a way to save what waits first (e.g. before starting again). */
export interface StepsFooter {
  flush: () => Promise<boolean>;
  busy: boolean;
}

/**
 * Answering a survey section by section ("Section 2 of 3"), each with its instructions and questions; every
 * answer is saved as it is given; "Next" completes the section unless a question is missing (each named
 * under it, the first one focused); after the last section the survey is completed (the taking keeps its
 * result). Coming back starts at the first section not completed, with the answers given. Built for a
 * phone. The participant's page and the public screeners share it, each with its calls (`taking`).
 */
export function SectionSteps<S extends TakenSurveyLike>({
  survey,
  taking,
  notice,
  blocked = false,
  footer,
}: {
  survey: S;
  taking: SurveyTaking<S>;
  /** Shown above the section (e.g. "You can answer from …"). */
  notice?: ReactNode;
  /** Answers may be given but the section not completed yet. */
  blocked?: boolean;
  footer?: (steps: StepsFooter) => ReactNode;
}) {
  const { t } = useTranslation();
  const steps = useSectionSteps(survey, taking);
  const { index, section, count, busy, failure, missingCount, answering, reasonOf, container, headingRef } = steps;
  const last = index === count - 1;
  if (!section) return <Alert severity="info">{t('surveys.take.empty')}</Alert>;

  return (
    <AnsweringContext.Provider value={answering}>
      <Stack spacing={2} ref={container}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('surveys.take.sectionOf', { number: index + 1, count })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * index) / count}
            aria-label={t('surveys.take.sectionOf', { number: index + 1, count })}
            sx={{ mt: 0.5, borderRadius: 1 }}
          />
        </Box>
        {notice}
        <Paper component="section" aria-labelledby={`section-${section.id}`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography
            id={`section-${section.id}`}
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere', outline: 'none' }}
          >
            {section.title}
          </Typography>
          {section.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {section.description}
            </Typography>
          ) : null}
          <Stack spacing={3} sx={{ mt: 2 }}>
            {section.questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                parentPath={[]}
                reason={reasonOf(question)}
                flagged={reasonOf(question) !== null}
              />
            ))}
          </Stack>
        </Paper>
        {missingCount > 0 ? (
          <Alert severity="warning" role="alert">
            {t('surveys.take.missingSummary', { count: missingCount })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between' }}>
          {index > 0 ? (
            <Button variant="outlined" onClick={steps.back} disabled={busy}>
              {t('surveys.take.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="contained" onClick={() => void steps.next()} loading={busy} disabled={blocked}>
            {last ? t('surveys.take.finish') : t('surveys.take.next')}
          </Button>
        </Stack>
        {footer?.({ flush: steps.flush, busy })}
      </Stack>
    </AnsweringContext.Provider>
  );
}
