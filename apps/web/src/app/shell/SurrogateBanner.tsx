import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { PreviousRoleButton } from './PreviousRoleButton';

/**
 * Shown on every screen while a staff member acts as someone (a surrogate login): whose account this is,
 * and the way back. Part of the top bar, so it stays in view as the page scrolls.
 */
export function SurrogateBanner({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={t('shell.actingAs', { name })}
      square
      sx={{ borderRadius: 0, py: 0, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={<PreviousRoleButton compact={false} />}
    >
      {t('shell.actingAs', { name })}
    </Alert>
  );
}
