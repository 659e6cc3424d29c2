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
      // The standard warning colours, stated: the bar's own (inherited) colour would wash them out.
      sx={{
        borderRadius: 0,
        py: 0,
        pr: { xs: 1, sm: 2 },
        alignItems: 'center',
        flexWrap: 'wrap',
        bgcolor: '#fff4e5',
        color: '#663c00',
        borderTop: 1,
        borderColor: '#ffd8a8',
        '& .MuiAlert-action': { pt: 0, mr: 0 },
      }}
      action={<PreviousRoleButton compact={false} />}
    >
      {t('shell.actingAs', { name })}
    </Alert>
  );
}
