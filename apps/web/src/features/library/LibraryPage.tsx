import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, findRoute, type DirectoryEntry } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { useErrorHandler } from '../../app/errors';
import { PagedTable } from '../../app/lists/PagedTable';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { useSnackbar } from '../../app/ui/snackbar';
import { downloadResource } from './media/download';
import { useMediaPreview } from './media/preview/MediaPreviewProvider';
import { useUploadQueue } from './media/upload/UploadQueueProvider';
import type { EntryAction } from './browse/EntryActions';
import { FolderBreadcrumbs } from './browse/FolderBreadcrumbs';
import { entryResource } from './LibraryPickerDialog';
import { LibraryDialogs, type LibraryDialog } from './dialogs/LibraryDialogs';
import { LibraryToolbar } from './browse/LibraryToolbar';
import { SelectionBar } from './browse/SelectionBar';
import { setFavorite, shareToCompany } from './libraryApi';
import { useLibraryColumns } from './browse/libraryColumns';
import { LIBRARY_KEY } from './libraryQueries';
import { useLibraryView } from './browse/useLibraryView';
import { useSelection } from './browse/useSelection';

const LIBRARY_ROUTE = findRoute('/library');

/** /library: the user's folders and files (spec 001 sections 2-9). */
export default function LibraryPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const view = useLibraryView();
  const { list, folderId, directory, rows } = view;
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const preview = useMediaPreview();
  const uploads = useUploadQueue();
  const actor = useActor();
  const companyId = actor?.companyId ?? null;
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  const selection = useSelection(
    view.searching ? undefined : rows,
    `${folderId}:${list.search}:${view.labels}:${list.page}:${list.perPage}`,
  );

  const onAction = useCallback(
    async (action: EntryAction, entry: DirectoryEntry) => {
      if (entry.kind === 'directory') {
        if (action === 'open') view.openFolder(entry.id);
        else if (action === 'renameFolder') setDialog({ kind: 'renameFolder', folder: entry });
        else if (action === 'delete')
          setDialog({ kind: 'delete', target: { kind: 'directory', directory: { ...entry, name: entry.title } } });
        return;
      }
      const resource = entryResource(entry);
      try {
        switch (action) {
          case 'preview':
            return preview.open(resource);
          case 'download':
            return await downloadResource(resource);
          case 'favorite':
            await setFavorite(resource, !resource.isFavorite);
            return await queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
          case 'share':
            if (companyId === null) return;
            await shareToCompany(resource, companyId);
            snackbar.show(t('library.shared'));
            return await queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
          case 'delete':
            return setDialog({ kind: 'delete', target: { kind: 'file', file: entry } });
          case 'renameTitle':
          case 'labels':
          case 'move':
          case 'send':
          case 'thumbnail':
            return setDialog({ kind: action, resource });
        }
      } catch (error) {
        handleError(error);
      }
    },
    [view, preview, queryClient, companyId, snackbar, t, handleError],
  );

  const columns = useLibraryColumns({
    sortable: !view.searching,
    selectable: !view.searching,
    selected: selection.selected,
    onSelect: selection.toggle,
    // To the user's own company (the shared policy), not from its shared tree itself: that would copy the
    // file next to itself.
    canShare:
      companyId !== null && directory?.companyId === null && can(actor, 'libraryShareTarget.shareTo', { companyId }),
    onAction: useCallback((action, entry) => void onAction(action, entry), [onAction]),
    onLabel: useCallback((label: string) => list.setFilter('labels', label), [list]),
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {LIBRARY_ROUTE ? titleOf(LIBRARY_ROUTE) : null}
      </Typography>
      {directory ? <FolderBreadcrumbs path={directory.path} onOpen={view.openFolder} /> : null}
      <LibraryToolbar
        list={list}
        fileTypeId={view.fileTypeId}
        labels={view.labels}
        disabled={folderId === undefined}
        onNewFolder={() => folderId !== undefined && setDialog({ kind: 'newFolder', parentId: folderId })}
        onUpload={(files) =>
          folderId !== undefined && uploads.enqueue(files, { kind: 'library', directoryId: folderId })
        }
      />
      {view.searching && directory ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('library.searchScope', { name: directory.name })}
        </Typography>
      ) : null}
      <SelectionBar
        selection={selection}
        onDelete={(files) =>
          folderId !== undefined &&
          setDialog({
            kind: 'delete',
            target:
              files.length === 1 && files[0]
                ? { kind: 'file', file: files[0] }
                : { kind: 'files', directoryId: folderId, files },
          })
        }
      />
      <PagedTable
        label={directory ? t('library.tableLabel', { name: directory.name }) : t('library.tableLabelPlain')}
        columns={columns}
        rows={rows}
        meta={view.meta}
        rowKey={(entry) => `${entry.kind}-${entry.id}`}
        list={list}
        loading={view.loading}
        error={view.error}
        emptyText={view.searching || view.fileTypeId ? t('library.noMatch') : t('library.emptyFolder')}
      />
      <LibraryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleted={(target) => {
          if (target.kind !== 'directory') selection.clear();
        }}
      />
    </Stack>
  );
}
