import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { coursePath } from '../courseWords';
import { useCourse } from '../coursesQueries';
import { CourseDetailsForm } from './CourseDetailsForm';
import { CourseEditor } from './CourseEditor';
import { BackToCourses } from './CourseNotices';

/**
 * /courses/add and /courses/{id}: the course editor. A new course has its own fields only (its steps
 * follow once it is saved, and it opens at its own address); an existing one the whole editor
 * (`CourseEditor`), read-only when it is someone else's (the library's).
 */
export default function CourseEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = Number(param);
  const course = useCourse(param === undefined ? 0 : id);
  useBreadcrumbLabel(param, course.data?.title);

  if (param === undefined) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <BackToCourses />
        <Typography variant="h5" component="h1">
          {t('courses.newTitle')}
        </Typography>
        <Typography color="text.secondary">{t('courses.stepsAfterSave')}</Typography>
        <CourseDetailsForm course={null} onCreated={(created) => navigate(coursePath(created.id), { replace: true })} />
      </Stack>
    );
  }
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 403))
    return <NotFoundPage />;
  if (course.error) return <Alert severity="error">{errorMessage(course.error, t)}</Alert>;
  if (!course.data) return <LinearProgress aria-label={t('common.loading')} />;
  return <CourseEditor key={course.data.id} course={course.data} />;
}
