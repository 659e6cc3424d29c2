import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { acknowledgeBodySchema, type Survey } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { formatDateTime } from '../../../app/format/dates';
import { NOTIFICATIONS_KEY } from '../../../app/shell/useUnreadNotifications';
import { acknowledgeSurvey } from '../surveysApi';
import { SURVEYS_KEY } from '../surveysQueries';

type Values = z.input<typeof acknowledgeBodySchema>;
const NO_NOTE: Values = { note: '' };

/**
 * A critical answer on a survey (PHQ-9 item 9 above 0): which questions, then who acknowledged it, when,
 * and their note; until then, for those who may, "Acknowledge" (a note is optional), which ends the
 * urgent notification.
 */
export function CriticalAlertPanel({ survey, mayAcknowledge }: { survey: Survey; mayAcknowledge: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const critical = survey.critical;
  if (!critical) return null;
  const acknowledged = critical.acknowledgedAt !== null;

  return (
    <>
      <Alert
        severity={acknowledged ? 'info' : 'error'}
        variant={acknowledged ? 'standard' : 'outlined'}
        action={
          !acknowledged && mayAcknowledge ? (
            <Button color="inherit" variant="outlined" size="small" onClick={() => setOpen(true)}>
              {t('surveys.critical.acknowledge')}
            </Button>
          ) : undefined
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' } }}
      >
        <AlertTitle>{acknowledged ? t('surveys.critical.acknowledgedTitle') : t('surveys.critical.title')}</AlertTitle>
        <Typography variant="body2">
          {t('surveys.critical.raised', { date: formatDateTime(critical.raisedAt) })}
        </Typography>
        <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
          {critical.questions.map((question) => (
            <Typography component="li" variant="body2" key={question} sx={{ overflowWrap: 'anywhere' }}>
              {question}
            </Typography>
          ))}
        </Box>
        {acknowledged ? (
          <>
            <Typography variant="body2">
              {t('surveys.critical.acknowledgedBy', {
                name: critical.acknowledgedBy?.name ?? t('surveys.someone'),
                date: formatDateTime(critical.acknowledgedAt!),
              })}
            </Typography>
            {critical.note ? (
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('surveys.critical.note', { note: critical.note })}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Alert>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('surveys.critical.acknowledgeTitle')}
        description={<Typography variant="body2">{t('surveys.critical.acknowledgeHint')}</Typography>}
        schema={acknowledgeBodySchema}
        defaultValues={NO_NOTE}
        submit={({ note }) => acknowledgeSurvey(survey.id, note || undefined)}
        successMessage={t('surveys.critical.done')}
        onDone={async () => {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: SURVEYS_KEY }),
            queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
          ]);
        }}
        submitLabel={t('surveys.critical.acknowledge')}
      >
        <FormTextField<Values> name="note" label={t('surveys.critical.noteLabel')} multiline minRows={3} autoFocus />
      </FormDialog>
    </>
  );
}
