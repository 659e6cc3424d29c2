import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { endpoints, type SharedFolder } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { useDefinitionChange } from '../useDefinitionChange';

/**
 * Imports a folder shared with one's practice as a new folder of one's own (its title, or the one given
 * here) with a copy of each of its items ('Item imported!' / 'Items imported!'). Rendered while open.
 */
export function FolderImportDialog({ folder, onClose }: { folder: SharedFolder; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [title, setTitle] = useState(folder.title);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, failure, run } = useDefinitionChange(onClose);

  const submit = async () => {
    if (title.trim() === '') {
      setFieldError(t('sharing.folderNameRequired'));
      return;
    }
    setFieldError(null);
    await run(
      () =>
        callEndpoint(endpoints.routinesSharing.importSharedFolder, {
          params: { id: folder.id },
          body: { title: title.trim() },
        }),
      t(folder.itemCount === 1 ? 'sharing.itemImported' : 'sharing.itemsImported'),
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('sharing.importFolderTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('sharing.importFolderHint', { count: folder.itemCount })}</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={t('sharing.newFolderName')}
              value={title}
              required
              disabled={busy}
              error={Boolean(fieldError)}
              helperText={fieldError ?? undefined}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('sharing.importSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
