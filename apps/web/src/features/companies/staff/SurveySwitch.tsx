import Switch from '@mui/material/Switch';
import type { StaffUser } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { setStaffSurvey } from '../companyApi';
import { companyStaffKey, fullName } from '../companyQueries';

/** A company user's surveyAvailable flag, saved at once (PUT …/featureFlag with If-Match), then the list reloads. */
export function SurveySwitch({ companyId, user, editable }: { companyId: number; user: StaffUser; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);

  const change = async (value: boolean) => {
    setBusy(true);
    try {
      await setStaffSurvey(companyId, user, value);
      snackbar.show(t('companies.userEdited'));
      await queryClient.invalidateQueries({ queryKey: companyStaffKey(companyId) });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      checked={user.surveyAvailable}
      disabled={!editable || busy}
      onChange={(event) => void change(event.target.checked)}
      slotProps={{ input: { 'aria-label': t('companies.surveyFor', { name: fullName(user) }) } }}
    />
  );
}
