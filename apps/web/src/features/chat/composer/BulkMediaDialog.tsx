import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatChannel, Resource } from '@stride/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/ui/snackbar';
import { LibraryPickerDialog } from '../../library/LibraryPickerDialog';
import { libraryDraft, sendToChannels } from './bulkSend';
import { channelTitle, myMember, sortChannels } from '../channels/channels';

interface BulkMediaDialogProps {
  open: boolean;
  onClose: () => void;
  channels: ChatChannel[];
  profileId: number | undefined;
}

/** Staff: one library file published as a message into each of the picked chats (spec 002, bulk send). */
export function BulkMediaDialog({ open, onClose, channels, profileId }: BulkMediaDialogProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [resource, setResource] = useState<Resource | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!open) return;
    setResource(null);
    setPicked(new Set());
  }, [open]);

  const shown = sortChannels(channels, profileId).filter((c) => !myMember(c, profileId)?.isHidden);
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const problem = !resource ? t('chat.bulkMediaNoFile') : picked.size === 0 ? t('chat.bulkMediaNoChannel') : null;

  const send = async () => {
    if (!resource || picked.size === 0) return;
    setSending(true);
    try {
      const ids = shown.filter((c) => picked.has(c.id)).map((c) => c.id);
      const { sent, failed } = await sendToChannels(ids, libraryDraft(resource));
      if (failed.length === 0) {
        snackbar.show(t('chat.bulkMediaSent', { count: sent.length }));
        onClose();
      } else {
        snackbar.show(t('chat.bulkMediaPartial', { sent: sent.length, total: ids.length }), 'error');
        // What failed stays picked, to try again.
        setPicked(new Set(failed));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('chat.bulkMediaTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => setPicking(true)} disabled={sending}>
                {resource ? t('chat.bulkMediaChangeFile') : t('chat.bulkMediaPickFile')}
              </Button>
              {resource ? <Typography noWrap>{resource.title}</Typography> : null}
            </Stack>
            <FormGroup aria-label={t('chat.bulkMediaChannels')}>
              <FormLabel component="legend">{t('chat.bulkMediaChannels')}</FormLabel>
              {shown.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={picked.has(c.id)}
                      disabled={sending}
                      onChange={(e) => toggle(c.id, e.target.checked)}
                    />
                  }
                  label={channelTitle(c, profileId, t)}
                />
              ))}
            </FormGroup>
            {problem ? <FormHelperText>{problem}</FormHelperText> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('chat.bulkMediaCancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={problem !== null || sending}>
            {t('chat.bulkMediaSend')}
          </Button>
        </DialogActions>
      </Dialog>
      <LibraryPickerDialog
        open={picking}
        title={t('chat.bulkMediaPickerTitle')}
        onClose={() => setPicking(false)}
        onPick={(r) => {
          setPicking(false);
          setResource(r);
        }}
      />
    </>
  );
}
