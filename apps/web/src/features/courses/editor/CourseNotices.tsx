import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseDefinition } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { pullCourseUpdate } from '../coursesApi';
import { stepsKey, storeCourse } from '../coursesQueries';
import { CourseCover } from '../courseWords';
import { StepMedia } from '../StepMedia';

/** Back to /courses, above the editor. */
export function BackToCourses() {
  const { t } = useTranslation();
  return (
    <Box>
      <Button component={RouterLink} to="/courses" startIcon={<ArrowBackIcon />} size="small">
        {t('courses.back')}
      </Button>
    </Box>
  );
}

/**
 * On an imported copy whose source changed since: "Update available" and "Pull update" (POST
 * .../library-update: the source's changes, the user's own edits kept where the source did not touch them),
 * then 'Course updated!'. Where it came from otherwise.
 */
export function UpdateBanner({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const source = course.source;
  if (!source) return null;
  if (!course.updateAvailable) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('courses.importedFromTitle', { title: source.title, author: source.authorName })}
      </Typography>
    );
  }
  const pull = async () => {
    setBusy(true);
    try {
      storeCourse(queryClient, await pullCourseUpdate(course.id));
      await queryClient.invalidateQueries({ queryKey: stepsKey(course.id) });
      snackbar.show(t('courses.updatedMessage'));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" loading={busy} onClick={() => void pull()}>
          {t('courses.pullUpdate')}
        </Button>
      }
    >
      <strong>{t('courses.updateAvailable')}</strong>{' '}
      {t('courses.updateText', { title: source.title, author: source.authorName })}
    </Alert>
  );
}

/** A library course of someone else's: whose it is, and that importing it is how to change or assign it. */
export function LibraryNotice({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  return <Alert severity="info">{t('courses.libraryNotice', { author: course.authorName })}</Alert>;
}

/** A course's own fields as they are (the read-only view of a library course): cover, description, author. */
export function CourseSummary({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {course.media ? (
          <Box sx={{ maxWidth: 480 }}>
            <StepMedia media={course.media} title={course.title} />
          </Box>
        ) : (
          <CourseCover course={course} size={96} />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('courses.byAuthor', { author: course.authorName })}
        </Typography>
        {course.description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{course.description}</Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
