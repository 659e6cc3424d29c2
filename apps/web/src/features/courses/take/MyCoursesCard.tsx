import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssignmentStatus, ParticipantCourse } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyCourses } from '../coursesQueries';
import { AssignmentStatusChip, CourseCover, CourseProgress, myCoursePath } from '../courseWords';

/** The courses still to do first, the completed ones last (each group as served: newest first). */
const ORDER: Record<AssignmentStatus, number> = { IN_PROGRESS: 0, NOT_STARTED: 1, COMPLETED: 2 };

/**
 * "Your courses" on the participant's day (/my-day): each course assigned to them with its progress and
 * Start, Continue or Review (/my-day/courses/{id}). Nothing is shown while they have none (or the call is
 * refused).
 */
export function MyCoursesCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: courses = [] } = useMyCourses(userId);
  if (courses.length === 0) return null;
  const sorted = [...courses].sort((a, b) => ORDER[a.assignmentStatus] - ORDER[b.assignmentStatus]);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <SchoolIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h6" component="h2">
            {t('courses.myDay.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('courses.myDay.intro')}
        </Typography>
        <Stack spacing={1.5}>
          {sorted.map((course) => (
            <MyCourse key={course.course.id} course={course} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function MyCourse({ course }: { course: ParticipantCourse }) {
  const { t } = useTranslation();
  const titleId = useId();
  const action =
    course.assignmentStatus === 'COMPLETED'
      ? t('courses.myDay.review')
      : course.assignmentStatus === 'IN_PROGRESS'
        ? t('courses.myDay.continue')
        : t('courses.myDay.start');
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CourseCover course={course.course} size={48} />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {course.course.title}
          </Typography>
          <CourseProgress done={course.stepsDone} total={course.stepCount} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <AssignmentStatusChip status={course.assignmentStatus} />
            <Button
              component={RouterLink}
              to={myCoursePath(course.course.id)}
              variant={course.assignmentStatus === 'COMPLETED' ? 'outlined' : 'contained'}
              size="small"
              aria-label={t('common.forItem', { action, item: course.course.title })}
              sx={{ ml: 'auto' }}
            >
              {action}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
