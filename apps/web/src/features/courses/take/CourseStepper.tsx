import CheckIcon from '@mui/icons-material/Check';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ButtonBase from '@mui/material/ButtonBase';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CourseStep } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format/dates';
import { ExternalLink } from '../../../app/ui/ExternalLink';
import { StepMedia } from '../StepMedia';
import { stepSpeech } from '../../speech/plainText';
import { ReadAloudButton } from '../../speech/ReadAloudButton';
import { StepText } from '../StepText';

/** A step as the participant goes through it: done once read or watched (the preview keeps its own). */
export type WalkedStep = CourseStep & { done: boolean; doneAt: string | null };

/** The first step not done yet (the last one when all are). */
export const firstOpen = (steps: readonly WalkedStep[]) => {
  const open = steps.findIndex((s) => !s.done);
  return open === -1 ? Math.max(steps.length - 1, 0) : open;
};

/**
 * A course's steps in order, as a vertical stepper (one column on a phone): each step's name with a tick
 * once done; the open step shows its text (Markdown, safely), its link and its media playing inline, and
 * "Mark as done", which moves on to the next step not done. A done step can be opened again to read it.
 */
export function CourseStepper({
  steps,
  onMarkDone,
}: {
  steps: readonly WalkedStep[];
  /** Marks the step done (the call, or the preview's own state); the stepper then opens the next one. */
  onMarkDone: (step: WalkedStep) => Promise<readonly WalkedStep[] | null>;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => firstOpen(steps));
  const [busy, setBusy] = useState(false);

  const markDone = async (step: WalkedStep, index: number) => {
    setBusy(true);
    try {
      const after = await onMarkDone(step);
      if (!after) return;
      // The next step not done after this one, else the first one left anywhere, else stay.
      const next = after.findIndex((s, i) => i > index && !s.done);
      const left = after.findIndex((s) => !s.done);
      setActive(next !== -1 ? next : left !== -1 ? left : index);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stepper nonLinear orientation="vertical" activeStep={active} aria-label={t('courses.take.stepsLabel')}>
      {steps.map((step, index) => (
        <Step key={step.id} completed={step.done}>
          {/* A disclosure button, not MUI's StepButton: that makes the list a tablist, which may not hold the
              step's links and buttons. */}
          <ButtonBase
            onClick={() => setActive(index)}
            aria-expanded={index === active}
            sx={{ display: 'flex', width: '100%', justifyContent: 'flex-start', textAlign: 'left', borderRadius: 1 }}
          >
            <StepLabel
              optional={
                step.done ? (
                  <Typography variant="caption" color="text.secondary">
                    {step.doneAt ? t('courses.take.doneOn', { date: formatDate(step.doneAt) }) : t('courses.take.done')}
                  </Typography>
                ) : null
              }
            >
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {step.title}
              </Box>
            </StepLabel>
          </ButtonBase>
          <StepContent>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              <StepText text={step.description} />
              <Box>
                <ReadAloudButton text={stepSpeech(step.title, step.description)} />
              </Box>
              {step.media ? <StepMedia media={step.media} title={step.title} /> : null}
              {step.link ? (
                <Box>
                  <ExternalLink href={step.link} variant="body2" sx={{ display: 'inline-flex', gap: 0.5 }}>
                    {t('courses.take.openLink')}
                    <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ mt: '3px' }} />
                  </ExternalLink>
                </Box>
              ) : null}
              <Box>
                {step.done ? (
                  index < steps.length - 1 ? (
                    <Button variant="outlined" onClick={() => setActive(index + 1)}>
                      {t('courses.take.next')}
                    </Button>
                  ) : null
                ) : (
                  <Button
                    variant="contained"
                    startIcon={<CheckIcon />}
                    loading={busy}
                    onClick={() => void markDone(step, index)}
                  >
                    {t('courses.take.markDone')}
                  </Button>
                )}
              </Box>
            </Stack>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}
