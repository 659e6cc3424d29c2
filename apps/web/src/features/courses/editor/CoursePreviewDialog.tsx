import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CourseDefinition, CourseStep } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseProgress } from '../courseWords';
import { CourseStepper, type WalkedStep } from '../take/CourseStepper';

const notDone = (steps: readonly CourseStep[]): WalkedStep[] =>
  steps.map((step) => ({ ...step, done: false, doneAt: null }));

/**
 * "Preview as participant": the course as a participant goes through it (/my-day/courses/{id}), step by step
 * with the same stepper; "Mark as done" moves on here without recording anything. Rendered while open.
 */
export function CoursePreviewDialog({
  course,
  steps,
  onClose,
}: {
  course: CourseDefinition;
  steps: readonly CourseStep[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [walked, setWalked] = useState<WalkedStep[]>(() => notDone(steps));
  // Each start again opens the first step afresh.
  const [round, setRound] = useState(0);
  const done = walked.filter((s) => s.done).length;
  const onMarkDone = (step: WalkedStep) => {
    const after = walked.map((s) => (s.id === step.id ? { ...s, done: true, doneAt: new Date().toISOString() } : s));
    setWalked(after);
    return Promise.resolve(after);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('courses.preview.title', { title: course.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('courses.preview.hint')}
          </Typography>
          {course.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{course.description}</Typography>
          ) : null}
          <CourseProgress done={done} total={walked.length} />
          {walked.length > 0 && done === walked.length ? (
            <Alert severity="success">
              <AlertTitle>{t('courses.take.completed')}</AlertTitle>
              {t('courses.take.completedText')}
            </Alert>
          ) : null}
          {walked.length === 0 ? (
            <Typography color="text.secondary">{t('courses.noSteps')}</Typography>
          ) : (
            <CourseStepper key={round} steps={walked} onMarkDone={onMarkDone} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setWalked(notDone(steps));
            setRound((n) => n + 1);
          }}
          disabled={done === 0}
        >
          {t('courses.preview.restart')}
        </Button>
        <Button onClick={onClose}>{t('courses.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
