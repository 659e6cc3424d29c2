import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The admin log's failure ("Please try again!", spec 002 section 8) with a retry, on the list and on one operation. */
export function AuditLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('audit.retry')}
        </Button>
      }
    >
      {t('audit.loadFailed')}
    </Alert>
  );
}
