import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { endpoints, type Participant, type Resource } from '@stride/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { ParticipantMultiPicker } from '../../participants/ParticipantMultiPicker';
import { ResourceThumbnail } from '../ResourceThumbnail';
import { useLibraryChange } from '../useLibraryChange';

/**
 * Sends a library file to participants (web-shared.md): pick them by name or e-mail, then
 * POST /ml/resources/{id}/send with their profile ids; 'Item shared!'. Failures are told in the dialog.
 */
export function SendToParticipantsDialog({
  open,
  onClose,
  resource,
}: {
  open: boolean;
  onClose: () => void;
  resource: Resource;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<Participant[]>([]);
  const { busy, failure, setFailure, run } = useLibraryChange(onClose);

  // Each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setChosen([]);
    setFailure(null);
  }, [open, setFailure]);

  const send = async () => {
    if (chosen.length === 0) {
      setFailure(t('library.sendChooseSomeone'));
      return;
    }
    await run(
      () =>
        callEndpoint(endpoints.library.sendResource, {
          params: { id: resource.id },
          body: { receiversId: chosen.map((p) => p.profileId) },
        }),
      t('library.sendDone'),
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('library.sendTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ResourceThumbnail resource={resource} size={48} />
            <DialogContentText sx={{ wordBreak: 'break-word' }}>{resource.title}</DialogContentText>
          </Stack>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <ParticipantMultiPicker
            value={chosen}
            onChange={setChosen}
            filter={{ active: 'true' }}
            label={t('library.sendPick')}
            helperText={t('library.sendPickHint')}
            noOptionsText={t('library.sendNoMatch')}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} loading={busy}>
          {t('library.sendSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
