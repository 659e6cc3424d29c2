import FolderIcon from '@mui/icons-material/Folder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MAX_PER_PAGE, type Resource } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { FolderBreadcrumbs } from '../browse/FolderBreadcrumbs';
import { moveItem } from '../libraryApi';
import { useDirectoryItems } from '../libraryQueries';
import { useLibraryChange } from '../useLibraryChange';

/**
 * Moves a file to another folder of the library: browse from the file's folder (up by the path, down by
 * the subfolders), then "Move here" (PUT the item with directoryId, If-Match: 'File edited!').
 * Rendered while open.
 */
export function MoveDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [folderId, setFolderId] = useState<number>(resource.directoryId ?? 0);
  const { busy, failure, run } = useLibraryChange(onClose);
  // Folders come first in a listing: the first page of 100 holds them unless a folder has more.
  const listing = useDirectoryItems(folderId || undefined, { perPage: MAX_PER_PAGE, sort: 'title', order: 'asc' });
  const folders = (listing.data?.items ?? []).filter((entry) => entry.kind === 'directory');
  const here = listing.data?.directory;

  const move = async () => {
    if (!here) return;
    await run(() => moveItem(resource, here.id), t('library.fileEdited'), { reloadOnFailure: true });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('library.moveTitle', { title: resource.title })}</DialogTitle>
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {here ? <FolderBreadcrumbs path={here.path} onOpen={setFolderId} /> : null}
        {listing.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
        {listing.error ? <Alert severity="error">{errorMessage(listing.error, t)}</Alert> : null}
        <List dense aria-label={t('library.moveFoldersLabel')}>
          {folders.map((folder) => (
            <ListItemButton key={folder.id} onClick={() => setFolderId(folder.id)}>
              <ListItemIcon>
                <FolderIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={folder.title} />
            </ListItemButton>
          ))}
        </List>
        {listing.data && folders.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('library.moveNoSubfolders')}</Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={!here || here.id === resource.directoryId}
          onClick={() => void move()}
        >
          {here ? t('library.moveHere', { name: here.name }) : t('library.moveSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
