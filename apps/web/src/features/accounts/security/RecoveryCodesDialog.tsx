import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/ui/snackbar';

/** The recovery codes, shown once: copied or downloaded as a text file before Done. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    snackbar.show(t('accountSecurity.twoStep.copied'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('accountSecurity.twoStep.codesTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('accountSecurity.twoStep.codesIntro')}</Typography>
        <Typography
          component="ul"
          data-testid="recovery-codes"
          sx={{ fontFamily: 'monospace', columns: 2, pl: 3, m: 0 }}
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{t('accountSecurity.twoStep.copy')}</Button>
        <Button onClick={download}>{t('accountSecurity.twoStep.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('accountSecurity.twoStep.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
