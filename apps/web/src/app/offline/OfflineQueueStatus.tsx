import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors';
import { Floating } from '../ui/floatingLayer';
import { useSnackbar } from '../ui/snackbar';
import { flushQueue, onFlushed, pendingCount, readPending, subscribePending } from './offlineQueue';

/**
 * The offline queue in the shell (offlineQueue.ts): sends what waits when the portal starts and whenever the
 * browser is back online, says while something waits, and says when it has gone (or what the server refused).
 */
export function OfflineQueueStatus() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const pending = useSyncExternalStore(subscribePending, pendingCount);

  useEffect(() => {
    const flush = () => void flushQueue().catch(() => undefined);
    void readPending()
      .then((count) => (count > 0 && navigator.onLine ? flush() : undefined))
      .catch(() => undefined);
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  useEffect(
    () =>
      onFlushed(({ sent, refused }) => {
        if (refused.length)
          snackbar.show(t('offline.refused', { message: errorMessage(refused[0], t, { noRetry: true }) }), 'error');
        else if (sent) snackbar.show(t('offline.sent', { count: sent }), 'success');
      }),
    [snackbar, t],
  );

  if (pending === 0) return null;
  return (
    <Floating kind="uploads">
      <Alert severity="info" icon={<CloudOffIcon fontSize="inherit" />} role="status" variant="filled">
        {t('offline.pending', { count: pending })}
      </Alert>
    </Floating>
  );
}
