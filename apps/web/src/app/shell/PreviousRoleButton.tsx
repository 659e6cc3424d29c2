import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnToPreviousRole } from '../../features/auth/surrogate';
import { useErrorHandler } from '../errors';

/** Shown during a surrogate login only; an icon on narrow screens, where the words do not fit. */
export function PreviousRoleButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const label = t('shell.previousRole');
  const onClick = () => {
    setBusy(true);
    returnToPreviousRole().catch((error: unknown) => {
      setBusy(false);
      handleError(error);
    });
  };
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={onClick} disabled={busy} color="primary">
          <SupervisorAccountIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" onClick={onClick} disabled={busy} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {label}
    </Button>
  );
}
