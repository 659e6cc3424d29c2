import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';
import { UPLOAD_ACCEPT } from '../media/upload/uploadRunner';

interface UploadAndSendDialogProps {
  open: boolean;
  /** The participant's name, for the explanation. */
  name: string;
  onClose: () => void;
  /** The chosen files go to the upload queue; the dialog closes so its progress shows. */
  onSend: (files: File[], compress: boolean) => void;
}

/** "Upload and send": files and "Compress images"; the upload dialog takes over from there. */
export function UploadAndSendDialog({ open, name, onClose, onSend }: UploadAndSendDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labelId = useId();
  const namesId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [compress, setCompress] = useState(false);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setCompress(false);
    setMissing(false);
  }, [open]);

  const send = () => {
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    onSend(files, compress);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('participantMedia.uploadTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('participantMedia.uploadIntro', { name })}</DialogContentText>
          <Typography id={labelId} variant="subtitle2" component="p">
            {t('participantMedia.files')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              sx={{ flexShrink: 0, '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
            >
              {t('participantMedia.chooseFiles')}
              <input
                type="file"
                multiple
                accept={UPLOAD_ACCEPT}
                aria-labelledby={labelId}
                aria-describedby={namesId}
                aria-invalid={missing}
                onChange={(event) => {
                  setFiles(Array.from(event.target.files ?? []));
                  setMissing(false);
                }}
                style={HIDDEN_INPUT}
              />
            </Button>
            <Typography id={namesId} variant="body2" color={files.length ? 'text.primary' : 'text.secondary'}>
              {files.length ? files.map((file) => file.name).join(', ') : t('participantMedia.noFiles')}
            </Typography>
          </Stack>
          {missing ? (
            <FormHelperText error role="alert">
              {t('participantMedia.filesRequired')}
            </FormHelperText>
          ) : null}
          <div>
            <FormControlLabel
              control={<Checkbox checked={compress} onChange={(event) => setCompress(event.target.checked)} />}
              label={t('participantMedia.compress')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('participantMedia.compressHelp')}</FormHelperText>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={send}>
          {t('participantMedia.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
