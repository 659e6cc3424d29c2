import { CourseErrorCode, type CourseDefinition } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { deleteCourse } from '../coursesApi';
import { COURSES_KEY, courseKey } from '../coursesQueries';

/**
 * "Delete" of a course (DELETE with If-Match), after a confirmation. A course still assigned is refused
 * (409 COURSE_ASSIGNED): the dialog then says so and offers "Delete anyway" (force=true), which removes it
 * from its participants with their progress. Gone, the list of courses opens.
 */
export function DeleteCourseDialog({
  course,
  open,
  onClose,
}: {
  course: CourseDefinition;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [assigned, setAssigned] = useState(false);
  const close = () => {
    setAssigned(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={assigned ? t('courses.deleteAssignedTitle') : t('courses.deleteTitle')}
      confirmLabel={assigned ? t('courses.deleteAnyway') : t('courses.delete')}
      destructive
      onClose={close}
      onConfirm={async () => {
        try {
          await deleteCourse(course, assigned);
        } catch (error) {
          if (!assigned && error instanceof ApiError && error.code === CourseErrorCode.CourseAssigned) {
            setAssigned(true);
          } else handleError(error);
          throw error;
        }
        snackbar.show(t('courses.deleted'));
        queryClient.removeQueries({ queryKey: courseKey(course.id) });
        void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
        await navigate('/courses');
      }}
    >
      {assigned
        ? t('courses.deleteAssignedText', { title: course.title, count: course.participants })
        : t('courses.deleteText', { title: course.title })}
    </ConfirmDialog>
  );
}
