import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DefinitionFolder, type SequenceSummary } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { formatDate } from '../../../app/format/dates';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { FolderList, type FolderAction, type FolderChoice } from '../folders/FolderList';
import { FolderTitleDialog, MoveRoutineDialog, NewRoutineDialog } from './SequenceDialogs';
import {
  createSequence,
  createSequenceFolder,
  deleteSequence,
  deleteSequenceFolder,
  duplicateSequence,
  moveSequence,
  renameSequenceFolder,
} from './sequencesApi';
import { SEQUENCES_KEY, useSequenceFolders, useSequenceList } from './sequencesQueries';

/** The address's parameter of the folder shown: a folder's id, or `root` (routines in no folder). */
const FOLDER_PARAM = 'folder';
export const routinePath = (id: number) => `/routines/routine/${id}`;

type RowAction = 'duplicate' | 'move' | 'delete';
type Dialog =
  | { kind: 'new' }
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: DefinitionFolder }
  | { kind: 'deleteFolder'; folder: DefinitionFolder }
  | { kind: 'move'; sequence: SequenceSummary }
  | { kind: 'delete'; sequence: SequenceSummary };

function RowMenu({ sequence, onAction }: { sequence: SequenceSummary; onAction: (action: RowAction) => void }) {
  const { t } = useTenantTranslation();
  const navigate = useNavigate();
  const entries: Array<ActionsMenuItem<'open' | RowAction>> = [
    { action: 'open', label: t('sequences.open'), icon: <OpenInNewIcon /> },
    { action: 'duplicate', label: t('sequences.duplicate'), icon: <ContentCopyIcon /> },
  ];
  if (sequence.editable) {
    entries.push(
      { action: 'move', label: t('sequences.moveToFolder'), icon: <DriveFileMoveIcon /> },
      { action: 'delete', label: t('common.delete'), icon: <DeleteIcon /> },
    );
  }
  return (
    <ActionsMenu
      label={t('sequences.actions', { title: sequence.title })}
      items={entries}
      onAction={(action) => (action === 'open' ? void navigate(routinePath(sequence.id)) : onAction(action))}
      small
    />
  );
}

/**
 * The "Routines" tab of /routines: the routines (sequences by day) the actor sees, a page at a time with a
 * search, their folders beside the list (new, rename, delete, delete with the routines in it), a new
 * routine, duplicate, move to a folder and delete; a routine's title opens its builder.
 */
export function SequencesTab() {
  const { t } = useTenantTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const list = useListParams({ perPage: 20 });
  const folderParam = list.filters[FOLDER_PARAM];
  const current: FolderChoice =
    folderParam === 'root' ? 'root' : folderParam && Number(folderParam) > 0 ? Number(folderParam) : undefined;
  const sequences = useSequenceList(list, current);
  const folders = useSequenceFolders();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: SEQUENCES_KEY });
  const currentFolder = typeof current === 'number' ? folders.data?.find((f) => f.id === current) : undefined;

  /** A dialog's change: success confirms, closes and reloads; a failure's words go to the dialog. */
  const inDialog = async (change: () => Promise<unknown>, success: string, after?: (result: unknown) => void) => {
    try {
      const result = await change();
      snackbar.show(success);
      close();
      after?.(result);
      await reload();
      return null;
    } catch (error) {
      void reload();
      return errorMessage(error, t);
    }
  };

  const onRowAction = async (action: RowAction, sequence: SequenceSummary) => {
    if (action === 'move') return setDialog({ kind: 'move', sequence });
    if (action === 'delete') return setDialog({ kind: 'delete', sequence });
    try {
      await duplicateSequence(sequence);
      snackbar.show(t('sequences.duplicated'));
      await reload();
    } catch (error) {
      handleError(error);
    }
  };

  const onFolderAction = (action: FolderAction, folder: DefinitionFolder) => {
    if (action === 'rename') setDialog({ kind: 'renameFolder', folder });
    else if (action === 'delete') setDialog({ kind: 'deleteFolder', folder });
  };

  const columns = useMemo<Column<SequenceSummary>[]>(
    () => [
      {
        key: 'title',
        label: t('sequences.titleColumn'),
        card: 'primary',
        render: (sequence) => (
          <>
            <Link
              component={RouterLink}
              to={routinePath(sequence.id)}
              sx={{ overflowWrap: 'break-word', fontWeight: 500 }}
            >
              {sequence.title}
            </Link>
            {sequence.editable ? null : (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {sequence.companyId === null ? t('sequences.platform') : t('sequences.readOnly')}
              </Typography>
            )}
          </>
        ),
      },
      { key: 'days', label: t('sequences.daysColumn'), align: 'right', render: (sequence) => sequence.days },
      { key: 'items', label: t('sequences.itemsColumn'), align: 'right', render: (sequence) => sequence.itemCount },
      {
        key: 'folder',
        label: t('sequences.folder'),
        render: (sequence) => sequence.rootFolder?.title ?? '',
      },
      { key: 'updated', label: t('sequences.updatedColumn'), render: (sequence) => formatDate(sequence.updatedAt) },
      {
        key: 'actions',
        label: t('sequences.actionsColumn'),
        card: 'action',
        align: 'right',
        render: (sequence) => <RowMenu sequence={sequence} onAction={(action) => void onRowAction(action, sequence)} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onRowAction reads the latest state when called
    [t],
  );

  const deleting = dialog?.kind === 'deleteFolder' ? dialog.folder : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <FolderList
        folders={folders.data}
        current={current}
        onOpen={(choice) => list.setFilter(FOLDER_PARAM, choice === undefined ? undefined : String(choice))}
        onCreate={() => setDialog({ kind: 'newFolder' })}
        canCopy={false}
        onAction={onFolderAction}
      />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <SearchField value={list.search} onChange={list.setSearch} label={t('sequences.search')} />
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'new' })}>
            {t('sequences.new')}
          </Button>
        </Stack>
        <PagedTable
          label={currentFolder ? t('sequences.tableLabelIn', { name: currentFolder.title }) : t('sequences.tableLabel')}
          columns={columns}
          rows={sequences.data?.items}
          meta={sequences.data?._meta}
          rowKey={(sequence) => sequence.id}
          list={list}
          loading={sequences.isFetching}
          error={sequences.error}
          emptyText={list.search ? t('sequences.noMatch') : t('sequences.empty')}
        />
      </Stack>

      <NewRoutineDialog
        open={dialog?.kind === 'new'}
        onClose={close}
        onCreate={(body) =>
          inDialog(
            () => createSequence({ ...body, ...(typeof current === 'number' ? { folderId: current } : {}) }),
            t('sequences.added'),
            (created) => void navigate(routinePath((created as { id: number }).id)),
          )
        }
      />
      <FolderTitleDialog
        open={dialog?.kind === 'newFolder' || dialog?.kind === 'renameFolder'}
        folder={dialog?.kind === 'renameFolder' ? dialog.folder : undefined}
        onClose={close}
        onSave={(title) =>
          dialog?.kind === 'renameFolder'
            ? inDialog(() => renameSequenceFolder(dialog.folder, title), t('sequences.folderRenamed'))
            : inDialog(() => createSequenceFolder(title), t('sequences.folderCreated'))
        }
      />
      <MoveRoutineDialog
        sequence={dialog?.kind === 'move' ? dialog.sequence : null}
        folders={folders.data ?? []}
        onClose={close}
        onMove={(sequence, folderId) => inDialog(() => moveSequence(sequence, folderId), t('sequences.moved'))}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('sequences.deleteTitle')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await deleteSequence(dialog.sequence);
            snackbar.show(t('sequences.deleted'));
          } catch (error) {
            handleError(error);
            void reload();
            throw error;
          }
          await reload();
        }}
      >
        {t('sequences.deleteText', { title: dialog?.kind === 'delete' ? dialog.sequence.title : '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('sequences.deleteFolderTitle')}
        confirmLabel={deleting && deleting.itemCount > 0 ? t('sequences.deleteCompletely') : t('common.delete')}
        destructive
        onClose={close}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteSequenceFolder(deleting, deleting.itemCount > 0);
            snackbar.show(t('sequences.folderRemoved'));
          } catch (error) {
            handleError(error);
            void reload();
            throw error;
          }
          if (current === deleting.id) list.setFilter(FOLDER_PARAM, undefined);
          await reload();
        }}
      >
        {deleting && deleting.itemCount > 0
          ? t('sequences.deleteFolderCompletelyText', { title: deleting.title, count: deleting.itemCount })
          : t('sequences.deleteFolderText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
