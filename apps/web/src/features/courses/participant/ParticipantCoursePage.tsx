import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParticipantCourseStep } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatDateTime } from '../../../app/format/dates';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { ExternalLink } from '../../../app/ui/ExternalLink';
import { fullName, useParticipant } from '../../participants/participantQueries';
import { useParticipantCourse } from '../coursesQueries';
import { AssignmentStatusChip, CourseProgress } from '../courseWords';
import { StepMedia } from '../StepMedia';
import { stepSpeech } from '../../speech/plainText';
import { ReadAloudButton } from '../../speech/ReadAloudButton';
import { StepText } from '../StepText';

/**
 * /participants/{id}/courses/{courseId}: how far the participant is through one course: its status, progress
 * and dates, then its steps in order, each with its tick and when it was done; a step opens to what the
 * participant reads (its text, link and media).
 */
export default function ParticipantCoursePage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = Number(params.id);
  const courseId = Number(params.courseid);
  const { data: participant } = useParticipant(userId);
  const course = useParticipantCourse(userId, courseId);
  // Not a tab of the participant's frame: the breadcrumbs name the participant and the course here.
  useBreadcrumbLabel(userId, participant ? fullName(participant) : null);
  useBreadcrumbLabel(params.courseid, course.data?.course.title);
  const back = (
    <Box>
      <Button component={RouterLink} to={`/participants/${userId}/courses`} startIcon={<ArrowBackIcon />} size="small">
        {t('courses.participant.back')}
      </Button>
    </Box>
  );
  if (course.error) {
    const gone = course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 403);
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={gone ? 'info' : 'error'}>
          {gone ? t('courses.participant.notFound') : errorMessage(course.error, t)}
        </Alert>
      </Stack>
    );
  }
  if (!course.data) return <LinearProgress aria-label={t('common.loading')} />;
  const data = course.data;
  return (
    <Stack spacing={2}>
      {back}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data.course.title}
          </Typography>
          {participant ? (
            <Typography variant="body2" color="text.secondary">
              {t('courses.participant.of', { name: fullName(participant) })}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <AssignmentStatusChip status={data.assignmentStatus} />
            <Box sx={{ width: 220, maxWidth: '100%' }}>
              <CourseProgress done={data.stepsDone} total={data.stepCount} />
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('courses.participant.assignedOn', { date: formatDate(data.assignedAt) })}
            {data.completedAt
              ? ` · ${t('courses.participant.completedOn', { date: formatDate(data.completedAt) })}`
              : ''}
          </Typography>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="course-steps-heading">
        <Typography id="course-steps-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('courses.steps')}
        </Typography>
        {data.content.length === 0 ? <Typography color="text.secondary">{t('courses.noSteps')}</Typography> : null}
        {data.content.map((step, index) => (
          <StepDone key={step.id} step={step} number={index + 1} />
        ))}
      </Box>
    </Stack>
  );
}

function StepDone({ step, number }: { step: ParticipantCourseStep; number: number }) {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {step.done ? (
            <CheckCircleIcon color="success" titleAccess={t('courses.participant.stepDone')} />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" titleAccess={t('courses.participant.stepNotDone')} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('courses.numbered', { number, title: step.title })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {step.doneAt
                ? t('courses.participant.doneAt', { date: formatDateTime(step.doneAt) })
                : t('courses.participant.notDoneYet')}
            </Typography>
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          <StepText text={step.description} />
          <Box>
            <ReadAloudButton text={stepSpeech(step.title, step.description)} />
          </Box>
          {step.media ? <StepMedia media={step.media} title={step.title} /> : null}
          <ExternalLink href={step.link} variant="body2">
            {step.link}
          </ExternalLink>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
