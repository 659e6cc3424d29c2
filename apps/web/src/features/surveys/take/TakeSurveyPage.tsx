import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Survey } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format/dates';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { useSurvey } from '../surveysQueries';
import { AnsweringContext } from './answeringContext';
import { QuestionField } from './QuestionField';
import { SurveyOutcome } from './SurveyOutcome';
import { useSectionSteps } from './useSectionSteps';

/**
 * /my-day/surveys/{id}: the participant answers a survey section by section ("Section 2 of 3"), each with
 * its instructions and questions; every answer is saved as it is given; "Next" completes the section
 * unless a question is missing (each named under it, the first one focused); after the last section the
 * survey is completed and its outcome told in plain words. Coming back starts at the first section not
 * completed, with the answers given. Built for a phone.
 */
export default function TakeSurveyPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: survey, error, isPending } = useSurvey(id);
  // The address's id is named by the survey ("My day / PHQ-9"), not shown as a number.
  useBreadcrumbLabel(id, survey?.name);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  let content;
  if (isPending) content = <Skeleton variant="rounded" height={320} aria-busy="true" />;
  else if (!survey) content = <Alert severity="error">{errorMessage(error, t)}</Alert>;
  else if (survey.status === 'COMPLETED' && survey.result) content = <SurveyOutcome survey={survey} />;
  else content = <Answering survey={survey} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {survey?.name ?? t('surveys.survey')}
      </Typography>
      {content}
    </Stack>
  );
}

function Answering({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const steps = useSectionSteps(survey);
  const { index, section, count, busy, failure, missingCount, answering, reasonOf, container, headingRef } = steps;
  const notYet = new Date(survey.availableAt).getTime() > Date.now();
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
        {notYet ? (
          <Alert severity="info">{t('surveys.take.notYet', { date: formatDateTime(survey.availableAt) })}</Alert>
        ) : null}
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
          <Button variant="contained" onClick={() => void steps.next()} loading={busy} disabled={notYet}>
            {last ? t('surveys.take.finish') : t('surveys.take.next')}
          </Button>
        </Stack>
      </Stack>
    </AnsweringContext.Provider>
  );
}
