import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParticipantCourseSteps } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { useSession } from '../../../app/auth/session';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { markStepDone } from '../coursesApi';
import { participantCourseKey, participantCourseListKey, useParticipantCourse } from '../coursesQueries';
import { CourseProgress } from '../courseWords';
import { CourseStepper, type WalkedStep } from './CourseStepper';

/**
 * /my-day/courses/{id}: the participant goes through one of their courses, step by step (`CourseStepper`):
 * each step read or watched is marked done (POST .../steps/{stepId}/done), the last one completes the
 * course, said plainly ("Course completed!"). Built for a phone; in the participant's language.
 */
export default function TakeCoursePage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().id);
  const userId = useSession()?.claims.user_id ?? 0;
  const { data, error, isPending } = useParticipantCourse(userId, courseId);
  useBreadcrumbLabel(courseId, data?.course.title);
  if (!Number.isInteger(courseId) || courseId <= 0) return <NotFoundPage />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  let content;
  if (isPending) content = <Skeleton variant="rounded" height={320} aria-busy="true" />;
  else if (!data) content = <Alert severity="error">{errorMessage(error, t)}</Alert>;
  else content = <Course userId={userId} course={data} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Box>
        <Button component={RouterLink} to="/my-day" startIcon={<ArrowBackIcon />} size="small">
          {t('courses.take.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {data?.course.title ?? t('courses.take.course')}
      </Typography>
      {content}
    </Stack>
  );
}

function Course({ userId, course }: { userId: number; course: ParticipantCourseSteps }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const completed = course.assignmentStatus === 'COMPLETED';

  const onMarkDone = async (step: WalkedStep) => {
    try {
      const after = await markStepDone(userId, course.course.id, step.id);
      queryClient.setQueryData(participantCourseKey(userId, course.course.id), after);
      void queryClient.invalidateQueries({ queryKey: participantCourseListKey(userId) });
      return after.content;
    } catch (error) {
      handleError(error);
      return null;
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('courses.take.by', { author: course.course.authorName })}
      </Typography>
      {course.course.description ? (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {course.course.description}
        </Typography>
      ) : null}
      <CourseProgress done={course.stepsDone} total={course.stepCount} />
      {completed ? (
        <Alert severity="success" role="status">
          <AlertTitle>{t('courses.take.completed')}</AlertTitle>
          {t('courses.take.completedText')}
        </Alert>
      ) : null}
      {course.content.length === 0 ? (
        <Typography color="text.secondary">{t('courses.take.noSteps')}</Typography>
      ) : (
        <CourseStepper steps={course.content} onMarkDone={onMarkDone} />
      )}
    </Stack>
  );
}
