import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationSettings, TenantFeature, TenantWording } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { toAppLanguage } from '../../../app/i18n/i18n';
import { useTenant } from '../../../app/tenant/TenantContext';
import { useSnackbar } from '../../../app/ui/snackbar';
import { SETTINGS_DIALOG_WIDTH } from '../constants';
import { fetchSettings, saveSettings, SETTINGS_KEY } from '../notificationsQueries';

/**
 * The dialog's switches in the spec's order, each with its description (spec 002, settings dialog); a
 * feature the tenant names its own way (Smart Survey, Swaps) is called by the tenant's word, and Smart Survey
 * shows only where the tenant has the feature (docs/decisions.md, "Tenant wording").
 */
const SWITCHES = [
  { key: 'routines', label: 'notifications.settingRoutines', help: 'notifications.settingRoutinesHelp' },
  { key: 'newLogin', label: 'notifications.settingNewLogin', help: 'notifications.settingNewLoginHelp' },
  { key: 'smartSurvey', wording: 'smartSurvey', feature: 'smartSurvey', help: 'notifications.settingSmartSurveyHelp' },
  { key: 'journal', label: 'notifications.settingJournal', help: 'notifications.settingJournalHelp' },
  { key: 'swap', wording: 'swaps', help: 'notifications.settingSwapHelp' },
  { key: 'browserNotifications', label: 'notifications.settingBrowser', help: 'notifications.settingBrowserHelp' },
  { key: 'autoDelete', label: 'notifications.settingAutoDelete', help: 'notifications.settingAutoDeleteHelp' },
] as const satisfies readonly ({ key: keyof NotificationSettings; help: string; feature?: TenantFeature } & (
  { label: string } | { wording: keyof TenantWording }
))[];

/**
 * Opens the settings dialog once the settings have loaded (spec 002): `open` fetches them, the dialog
 * shows when they are there; a failed load is told in the snackbar and nothing opens.
 */
export function useNotificationSettingsDialog() {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const [loaded, setLoaded] = useState<NotificationSettings | null>(null);
  const [loading, setLoading] = useState(false);
  const open = useCallback(async () => {
    setLoading(true);
    try {
      setLoaded(await queryClient.fetchQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings, staleTime: 0 }));
    } catch (error) {
      handleError(error);
    } finally {
      setLoading(false);
    }
  }, [queryClient, handleError]);
  const dialog = loaded ? <NotificationSettingsDialog settings={loaded} onClose={() => setLoaded(null)} /> : null;
  return { open: () => void open(), loading, dialog };
}

interface NotificationSettingsDialogProps {
  settings: NotificationSettings;
  onClose: () => void;
}

/** 390 px, persistent (only Cancel or a successful Save close it), the spec's switches and their descriptions. */
export function NotificationSettingsDialog({ settings, onClose }: NotificationSettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const wording = tenant.wording[toAppLanguage(i18n.language)];
  const switches = SWITCHES.filter((item) => !('feature' in item) || tenant.features[item.feature]);
  const titleId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(settings);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      queryClient.setQueryData(SETTINGS_KEY, await saveSettings(values));
      snackbar.show(t('notifications.saved'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    // No onClose: neither Esc nor a click outside closes it.
    <Dialog
      open
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: SETTINGS_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{t('notifications.settingsTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} component="fieldset" disabled={saving} sx={{ border: 0, m: 0, p: 0 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {switches.map((item) => {
            const { key, help } = item;
            const helpId = `${titleId}-${key}`;
            const label = 'wording' in item ? wording[item.wording] : t(item.label);
            return (
              <div key={key}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={values[key]}
                      onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.checked }))}
                      slotProps={{ input: { 'aria-describedby': helpId } }}
                    />
                  }
                  label={label}
                />
                <Typography id={helpId} variant="body2" color="text.secondary" sx={{ pl: 6.5, mt: -0.5 }}>
                  {t(help, { name: label })}
                </Typography>
              </div>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={saving} onClick={() => void save()}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
