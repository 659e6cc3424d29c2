import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format/dates';
import { ResultSummary } from '../bands';
import { Term, TermList } from '../TermList';
import { StatusChip } from '../surveyWords';
import { useSurvey } from '../surveysQueries';
import { CriticalAlertPanel } from './CriticalAlertPanel';
import { SurveyAnswers } from './SurveyAnswers';

/**
 * One survey opened on a participant's tab (GET /surveys/{id}): its instrument and version, status, dates,
 * result with its band, a critical answer (acknowledged, or to acknowledge) and the answers section by
 * section. Scrolled into view when opened.
 */
export function SurveyDetail({
  surveyId,
  writtenIn,
  mayAcknowledge,
  onClose,
}: {
  surveyId: number;
  /** The participant's language: what they typed in is offered translated (staff's Translate). */
  writtenIn?: string;
  mayAcknowledge: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: survey, error, isPending } = useSurvey(surveyId);
  const frame = useRef<HTMLElement>(null);
  const loaded = survey !== undefined;
  useEffect(() => {
    if (loaded) frame.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [loaded, surveyId]);

  let content;
  if (isPending) content = <Skeleton variant="rounded" height={200} aria-busy="true" />;
  else if (error || !survey) content = <Alert severity="error">{errorMessage(error, t)}</Alert>;
  else
    content = (
      <Stack spacing={2}>
        <TermList>
          <Term label={t('surveys.statusLabel')}>
            <StatusChip status={survey.status} />
          </Term>
          <Term label={t('surveys.availableFrom')}>{formatDateTime(survey.availableAt)}</Term>
          {survey.startedAt ? <Term label={t('surveys.started')}>{formatDateTime(survey.startedAt)}</Term> : null}
          {survey.completedAt ? <Term label={t('surveys.completed')}>{formatDateTime(survey.completedAt)}</Term> : null}
          {survey.scheduledBy ? <Term label={t('surveys.scheduledBy')}>{survey.scheduledBy.name}</Term> : null}
          {survey.repeatEveryWeeks ? (
            <Term label={t('surveys.repeats')}>{t('surveys.everyWeeks', { count: survey.repeatEveryWeeks })}</Term>
          ) : null}
          <Term label={t('surveys.progress')}>
            {t('surveys.answeredOf', { answered: survey.answeredQuestions, total: survey.totalQuestions })}
          </Term>
          {survey.result ? (
            <Term label={t('surveys.score')}>
              <ResultSummary result={survey.result} />
            </Term>
          ) : null}
        </TermList>
        <CriticalAlertPanel survey={survey} mayAcknowledge={mayAcknowledge} />
        <SurveyAnswers sections={survey.sections} writtenIn={writtenIn} />
      </Stack>
    );

  return (
    <Paper
      ref={frame}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, scrollMarginTop: 80 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {survey
            ? t('surveys.nameVersion', { name: survey.name, version: survey.definitionVersion })
            : t('surveys.survey')}
        </Typography>
        <IconButton aria-label={t('surveys.closeSurvey')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {content}
    </Paper>
  );
}
