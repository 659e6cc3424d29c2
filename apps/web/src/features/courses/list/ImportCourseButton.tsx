import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { can, type CourseDefinition } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { importCourse } from '../coursesApi';
import { coursePath } from '../courseWords';
import { courseListKey, storeCourse } from '../coursesQueries';

/**
 * "Import" on a library course (POST .../library-import): 'Course imported!', then the copy opens in the
 * editor. The user's own course in the library says so instead.
 */
export function ImportCourseButton({
  course,
  variant = 'outlined',
}: {
  course: CourseDefinition;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const actor = useActor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  if (course.mine) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('courses.yours')}
      </Typography>
    );
  }
  if (!can(actor, 'course.import', course)) return null;

  const run = async () => {
    setBusy(true);
    try {
      const copy = await importCourse(course.id);
      storeCourse(queryClient, copy);
      snackbar.show(t('courses.imported'));
      void queryClient.invalidateQueries({ queryKey: courseListKey });
      await navigate(coursePath(copy.id));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<DownloadIcon />}
      loading={busy}
      onClick={() => void run()}
      aria-label={t('courses.importNamed', { title: course.title })}
    >
      {t('courses.import')}
    </Button>
  );
}
