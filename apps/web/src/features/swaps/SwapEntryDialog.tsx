import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAX_SWAP_ENTRY_TEXT } from '@stride/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { HIDDEN_INPUT } from '../../app/ui/hiddenInput';
import { createUploadCheck } from '../media/uploadRunner';
import { LevelField } from './LevelField';
import type { EntryFields } from './swapsApi';

/**
 * An entry of a swap: the participant's note of how it went, or staff's note on it. Content, impact and
 * difficulty, and a photo (on a phone the camera opens: `capture`). Rendered while open.
 */
export function SwapEntryDialog({
  title,
  subtitle,
  onClose,
  onSubmit,
}: {
  title: string;
  /** The swap it is about. */
  subtitle: string;
  onClose: () => void;
  /** Sends the entry; a failure is thrown and told in the dialog. */
  onSubmit: (fields: EntryFields, file: File | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const input = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState('');
  const [impactLevel, setImpact] = useState<number | null>(null);
  const [difficultLevel, setDifficulty] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = createUploadCheck(t);

  const submit = async () => {
    if (content.length > MAX_SWAP_ENTRY_TEXT) return setError(t('form.tooLong', { count: MAX_SWAP_ENTRY_TEXT }));
    if (!content.trim() && !file) return setError(t('swaps.required'));
    setError(null);
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ content: content.trim(), impactLevel, difficultLevel }, file);
      onClose();
    } catch (caught) {
      setFailure(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={t('swaps.fields.content')}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              error={Boolean(error)}
              helperText={error}
              multiline
              minRows={3}
              autoFocus
            />
            <Stack direction="row" spacing={2}>
              <LevelField label={t('swaps.fields.impactLevel')} value={impactLevel} onChange={setImpact} />
              <LevelField label={t('swaps.fields.difficultLevel')} value={difficultLevel} onChange={setDifficulty} />
            </Stack>
            <Box>
              <Button
                variant="outlined"
                startIcon={<PhotoCameraIcon />}
                onClick={() => input.current?.click()}
                disabled={busy}
              >
                {t('swaps.myDay.takePhoto')}
              </Button>
              <input
                ref={input}
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={t('swaps.myDay.takePhoto')}
                tabIndex={-1}
                style={HIDDEN_INPUT}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  event.target.value = '';
                  if (!chosen) return;
                  const refused = check(chosen);
                  setFailure(refused);
                  setFile(refused ? null : chosen);
                }}
              />
              {file ? (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('swaps.myDay.photoChosen', { name: file.name })}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('swaps.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
