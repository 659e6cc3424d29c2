import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveySummary } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../app/format/dates';
import { useParticipantSurveys } from '../surveysQueries';

/**
 * The participant's surveys to answer, on their day (/my-day): each one available to them and not
 * completed, with "Start" or "Continue" (/my-day/surveys/{id}). Nothing is shown while they have none
 * (or surveys are off for them: the server answers 404).
 */
export function MySurveysCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const surveys = useParticipantSurveys(userId);
  const open = (surveys.data ?? []).filter((s) => s.status !== 'COMPLETED');
  if (open.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <AssignmentIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h6" component="h2">
            {t('surveys.myDay.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('surveys.myDay.intro')}
        </Typography>
        <Stack spacing={1.5}>
          {open.map((survey) => (
            <MySurvey key={survey.id} survey={survey} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function MySurvey({ survey }: { survey: SurveySummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  const started = survey.status === 'IN_PROGRESS';
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {survey.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {started
              ? t('surveys.myDay.answered', { answered: survey.answeredQuestions, total: survey.totalQuestions })
              : t('surveys.myDay.questions', { count: survey.totalQuestions })}
            {' · '}
            {t('surveys.myDay.since', { date: formatDate(survey.availableAt) })}
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={`/my-day/surveys/${survey.id}`}
          variant="contained"
          size="small"
          aria-label={t('common.forItem', {
            action: started ? t('surveys.myDay.continue') : t('surveys.myDay.start'),
            item: survey.name,
          })}
        >
          {started ? t('surveys.myDay.continue') : t('surveys.myDay.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
