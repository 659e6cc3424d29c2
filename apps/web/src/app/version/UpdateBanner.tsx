import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useUpdateAvailable, type VersionCheckOptions } from './useUpdateAvailable';

export function UpdateBanner(props: VersionCheckOptions) {
  const { t } = useTranslation();
  const available = useUpdateAvailable(props);
  if (!available) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{ position: 'fixed', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 'snackbar', boxShadow: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
          {t('update.button')}
        </Button>
      }
    >
      {t('update.text')}
    </Alert>
  );
}
