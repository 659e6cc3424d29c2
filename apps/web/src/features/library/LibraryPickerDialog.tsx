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
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryEntry, FileTypeId, Resource } from '@stride/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { SearchField } from '../../app/lists/SearchField';
import { FolderBreadcrumbs } from './browse/FolderBreadcrumbs';
import { libraryQuery, useDirectoryItems, useLibrarySearch, useMainFolder } from './libraryQueries';
import { ResourceThumbnail } from './ResourceThumbnail';
import { fileSummary } from './format';

const PER_PAGE = 50;

/** A directory entry that is a file, as the resource it is. */
export function entryResource(entry: Extract<DirectoryEntry, { kind: 'file' }>): Resource {
  const { kind: _kind, ...resource } = entry;
  return resource;
}

interface LibraryPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (resource: Resource) => void;
  title: string;
  /** Only files of this type are offered. */
  fileTypeId?: FileTypeId;
}

/**
 * Browses the signed-in user's library (web-shared.md): folders from the main folder, a search of the
 * folder and everything under it, and picks one file (one that has finished processing).
 */
export function LibraryPickerDialog({ open, onClose, onPick, title, fileTypeId }: LibraryPickerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const main = useMainFolder();
  const [folderId, setFolderId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (!open) return;
    setFolderId(undefined);
    setSearch('');
    setPage(1);
  }, [open]);
  const current = folderId ?? main.data?.id;
  const query = libraryQuery({ page, perPage: PER_PAGE, fileTypeId, search: search || undefined });
  const listing = useDirectoryItems(current, query, { enabled: open && !search });
  const found = useLibrarySearch(current, query, { enabled: open && Boolean(search) });

  const go = (id: number) => {
    setFolderId(id);
    setSearch('');
    setPage(1);
  };
  const active = search ? found : listing;
  const files: Resource[] = search
    ? (found.data?.items ?? [])
    : (listing.data?.items ?? []).flatMap((entry) => (entry.kind === 'file' ? [entryResource(entry)] : []));
  const folders = search ? [] : (listing.data?.items ?? []).filter((entry) => entry.kind === 'directory');
  const pageCount = active.data?._meta.pageCount ?? 1;
  const error = main.error ?? active.error;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          {listing.data ? <FolderBreadcrumbs path={listing.data.directory.path} onOpen={go} /> : null}
          <SearchField
            value={search}
            onChange={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            label={t('library.searchHere')}
          />
          {active.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
          {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
          <List dense aria-label={t('library.pickerListLabel')} sx={{ minHeight: 200 }}>
            {folders.map((folder) => (
              <ListItemButton key={`d${folder.id}`} onClick={() => go(folder.id)}>
                <ListItemIcon>
                  <FolderIcon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={folder.title} secondary={t('library.folder')} />
              </ListItemButton>
            ))}
            {files.map((resource) => (
              <ListItemButton
                key={`f${resource.id}`}
                disabled={resource.processing}
                onClick={() => {
                  onPick(resource);
                  onClose();
                }}
              >
                <ListItemIcon sx={{ mr: 1.5 }}>
                  <ResourceThumbnail resource={resource} size={40} />
                </ListItemIcon>
                <ListItemText primary={resource.title} secondary={fileSummary(resource, t)} />
              </ListItemButton>
            ))}
            {active.data && folders.length === 0 && files.length === 0 ? (
              <Typography sx={{ p: 2, color: 'text.secondary', textAlign: 'center' }}>
                {search ? t('library.noMatch') : t('library.emptyFolder')}
              </Typography>
            ) : null}
          </List>
          {pageCount > 1 ? (
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_event, next) => setPage(next)}
              getItemAriaLabel={(type, number) =>
                type === 'page' ? t('library.pickerPage', { number }) : t(`lists.goTo.${type}`)
              }
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
