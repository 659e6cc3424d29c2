import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_COURSE_STEPS, type CourseDefinition, type CourseStep, type MoveCourseStepBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { deleteStep, moveStep } from '../coursesApi';
import { courseKey, courseListKey, stepsKey, storeSteps, useCourseSteps } from '../coursesQueries';
import { StepDialog } from './StepDialog';
import { StepsList } from './StepsList';

type Dialog = { kind: 'step'; step?: CourseStep } | { kind: 'delete'; step: CourseStep };

/**
 * The editor's steps: the list in order (reordered by dragging or Move up / Move down: PUT .../move with the
 * new neighbours), "Add step" and each step's dialog, and Delete after a confirmation. Read-only on a
 * course of someone else's (the library's).
 */
export function StepsSection({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const steps = useCourseSteps(course.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const list = steps.data ?? [];
  const full = list.length >= MAX_COURSE_STEPS;

  const onMove = async (step: CourseStep, between: MoveCourseStepBody) => {
    try {
      storeSteps(queryClient, course.id, await moveStep(course.id, step.id, between));
      return true;
    } catch (error) {
      handleError(error);
      void queryClient.invalidateQueries({ queryKey: stepsKey(course.id) });
      return false;
    }
  };

  return (
    <Box component="section" aria-labelledby="course-steps-heading">
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="course-steps-heading" variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {t('courses.stepsCount', { count: list.length })}
        </Typography>
        {course.mine ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => setDialog({ kind: 'step' })}
          >
            {t('courses.addStep')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>
        {steps.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {steps.error ? <Alert severity="error">{errorMessage(steps.error, t)}</Alert> : null}
      {full ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('courses.stepsFull', { count: MAX_COURSE_STEPS })}
        </Alert>
      ) : null}
      {steps.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary">{course.mine ? t('courses.noStepsYet') : t('courses.noSteps')}</Typography>
      ) : null}
      <StepsList
        steps={list}
        editable={course.mine}
        onMove={onMove}
        onEdit={(step) => setDialog({ kind: 'step', step })}
        onDelete={(step) => setDialog({ kind: 'delete', step })}
      />
      {dialog?.kind === 'step' ? <StepDialog courseId={course.id} step={dialog.step} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('courses.deleteStepTitle')}
        confirmLabel={t('courses.delete')}
        destructive
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await deleteStep(dialog.step);
            snackbar.show(t('courses.stepDeleted'));
          } catch (error) {
            handleError(error);
            throw error;
          } finally {
            void queryClient.invalidateQueries({ queryKey: stepsKey(course.id) });
            void queryClient.invalidateQueries({ queryKey: courseKey(course.id) });
            void queryClient.invalidateQueries({ queryKey: courseListKey });
          }
        }}
      >
        {t('courses.deleteStepText', { title: dialog?.kind === 'delete' ? dialog.step.title : '' })}
      </ConfirmDialog>
    </Box>
  );
}
