import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnToPreviousRole } from '../../features/auth/surrogate';
import { useErrorHandler } from '../errors';

/** Shown during a surrogate login only. */
export function PreviousRoleButton() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    returnToPreviousRole().catch((error: unknown) => {
      setBusy(false);
      handleError(error);
    });
  };
  return (
    <Button variant="outlined" onClick={onClick} disabled={busy} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {t('shell.previousRole')}
    </Button>
  );
}
