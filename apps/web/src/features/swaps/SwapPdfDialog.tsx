import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SWAP_STATUSES, type SwapStatus } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { toAppLanguage, type AppLanguage } from '../../app/i18n/i18n';
import { isPlainDate } from '../../app/format/days';
import { downloadSwapsPdf } from './swapsApi';
import type { SwapFilters } from './swapsQueries';

const LANGUAGES: readonly AppLanguage[] = ['en', 'es'];
const SHRINK = { inputLabel: { shrink: true } } as const;

/**
 * The swaps PDF: its language (English or Spanish: the participant's by default), a status (or all) and
 * the period, from the list's filters; Download saves the file the server makes.
 */
export function SwapPdfDialog({
  userId,
  filters,
  language,
  onClose,
}: {
  userId: number;
  /** The list's filters, the PDF's to start with. */
  filters: SwapFilters;
  /** The participant's language. */
  language: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [lang, setLang] = useState<AppLanguage>(toAppLanguage(language));
  const [status, setStatus] = useState<SwapStatus | ''>(filters.status ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fromBad = from !== '' && !isPlainDate(from);
  const toBad = to !== '' && !isPlainDate(to);
  const rangeBad = !fromBad && !toBad && from !== '' && to !== '' && to < from;

  const download = async () => {
    if (fromBad || toBad || rangeBad) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadSwapsPdf(userId, {
        template: 'default',
        lang,
        statusFilter: status === '' ? null : status,
        from: from || null,
        to: to || null,
      });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <DialogTitle id={titleId}>{t('swaps.pdfTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              select
              label={t('swaps.language')}
              value={lang}
              onChange={(event) => setLang(event.target.value as AppLanguage)}
            >
              {LANGUAGES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`languages.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('swaps.statusFilter')}
              value={status}
              onChange={(event) => setStatus(event.target.value as SwapStatus | '')}
              slotProps={{ ...SHRINK, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('swaps.all')}</MenuItem>
              {SWAP_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`swaps.status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={t('swaps.from')}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              error={fromBad}
              helperText={fromBad ? t('swaps.dateInvalid') : undefined}
              slotProps={SHRINK}
            />
            <TextField
              type="date"
              label={t('swaps.to')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={toBad || rangeBad}
              helperText={toBad ? t('swaps.dateInvalid') : rangeBad ? t('swaps.rangeInvalid') : undefined}
              slotProps={SHRINK}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('swaps.download')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
