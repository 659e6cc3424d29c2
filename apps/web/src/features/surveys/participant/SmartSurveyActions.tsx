import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, findRoute, type Participant } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { errorMessage } from '../../../app/errors';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useSnackbar } from '../../../app/ui/snackbar';
import { surveysResource } from '../surveyAccess';
import { SURVEYS_KEY } from '../surveysQueries';
import { downloadSmartSurveyCsv, sendSmartSurvey } from './smartSurveyApi';

const SMART_SURVEY_ROUTE = findRoute('/participants/:id/smart-survey');

/**
 * The smart survey's own actions on the participant's tab: send it now (POST /participants/{id}/survey, then
 * the spec's "Success! Notification sent to Participant" or "Error while sending Smart Survey notification"),
 * and download the latest one's answers as CSV.
 */
export function SmartSurveyActions({ participant, hasSurveys }: { participant: Participant; hasSurveys: boolean }) {
  const { t } = useTranslation();
  const actor = useActor();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const titleOf = useRouteTitle();
  // The tenant's word: Initial Questions in the default tenant, Smart Survey elsewhere.
  const word = SMART_SURVEY_ROUTE ? titleOf(SMART_SURVEY_ROUTE) : '';
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const result = await sendSmartSurvey(participant.id);
      if (result.notified > 0) snackbar.show(t('surveys.schedule.notified'));
      else snackbar.show(t('surveys.schedule.notificationFailed'), 'error');
      await queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
    } catch (error) {
      snackbar.show(errorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    try {
      await downloadSmartSurveyCsv(participant.id);
    } catch (error) {
      snackbar.show(errorMessage(error, t), 'error');
    }
  };

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {can(actor, 'participantSurveys.schedule', surveysResource(participant)) ? (
        <Button variant="contained" startIcon={<SendIcon />} disabled={busy} onClick={() => void send()}>
          {t('surveys.smartSurvey.send', { name: word })}
        </Button>
      ) : null}
      {hasSurveys ? (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
          {t('surveys.smartSurvey.download')}
        </Button>
      ) : null}
    </Stack>
  );
}
