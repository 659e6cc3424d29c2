import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';

interface DashboardStatusProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** A thin bar while figures load (the last ones stay shown), or the failure and a way to try again. */
export function DashboardStatus({ loading, error, onRetry }: DashboardStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('dashboards.retry')}
            </Button>
          }
        >
          {`${t('dashboards.loadFailed')} ${errorMessage(error, t)}`}
        </Alert>
      ) : null}
    </>
  );
}
