import Alert from '@mui/material/Alert';
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
import { useParticipantTaking } from './participantTaking';
import { SectionSteps } from './SectionSteps';
import { SurveyOutcome } from './SurveyOutcome';
import { useReadAnnouncement } from './useReadAnnouncement';

/**
 * /my-day/surveys/{id}: the participant answers a survey section by section (`SectionSteps`, with their
 * survey's calls); after the last section its outcome is told in plain words. Built for a phone.
 */
export default function TakeSurveyPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: survey, error, isPending } = useSurvey(id);
  // The address's id is named by the survey ("My day / PHQ-9"), not shown as a number.
  useBreadcrumbLabel(id, survey?.name);
  useReadAnnouncement(id, survey !== undefined);
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
  const taking = useParticipantTaking(survey.id);
  const notYet = new Date(survey.availableAt).getTime() > Date.now();
  return (
    <SectionSteps
      survey={survey}
      taking={taking}
      blocked={notYet}
      notice={
        notYet ? (
          <Alert severity="info">{t('surveys.take.notYet', { date: formatDateTime(survey.availableAt) })}</Alert>
        ) : null
      }
    />
  );
}
