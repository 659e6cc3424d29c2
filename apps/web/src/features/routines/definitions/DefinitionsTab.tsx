import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  definitionKindSchema,
  routineLibraryOf,
  type Definition,
  type DefinitionFolder,
  type DefinitionKind,
} from '@stride/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { useErrorHandler } from '../../../app/errors';
import { PagedTable } from '../../../app/lists/PagedTable';
import { useListParams } from '../../../app/lists/useListParams';
import { useSnackbar } from '../../../app/ui/snackbar';
import { useProcessingReload } from '../../library/useProcessingReload';
import { useQueryClient } from '@tanstack/react-query';
import type { DefinitionAction } from './DefinitionActions';
import { DefinitionDialog } from './DefinitionDialog';
import { DeleteDefinitionsDialog, MoveDefinitionsDialog } from './DefinitionDialogs';
import { DefinitionSelectionBar } from './DefinitionSelectionBar';
import { DefinitionShareAction } from './DefinitionShareAction';
import { DefinitionsToolbar, FOLDER_PARAM, KIND_PARAM, SCOPE_PARAM } from './DefinitionsToolbar';
import { useDefinitionColumns } from './definitionColumns';
import { FolderDeleteDialog, FolderNameDialog } from '../folders/FolderDialogs';
import { FolderList, type FolderAction, type FolderChoice } from '../folders/FolderList';
import { copyDefinitions, duplicateFolder } from '../routinesApi';
import { ROUTINES_KEY, useDefinitionFolders, useDefinitionItems, type LibraryScope } from '../routinesQueries';
import { ShareDialog } from '../shared/ShareDialog';
import { useDefinitionSelection } from './useDefinitionSelection';

/** The dialog open on the library tab, if any. */
type TabDialog =
  | { kind: 'create'; definitionKind: DefinitionKind }
  | { kind: 'open'; definition: Definition }
  | { kind: 'delete'; items: Definition[] }
  | { kind: 'move'; items: Definition[] }
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: DefinitionFolder }
  | { kind: 'shareFolder'; folder: DefinitionFolder }
  | { kind: 'deleteFolder'; folder: DefinitionFolder };

const folderChoice = (value: string | undefined): FolderChoice => {
  if (value === 'root') return 'root';
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const scopeOf = (value: string | undefined): LibraryScope =>
  value === 'platform' || value === 'company' ? value : 'all';

/**
 * The library tab of /routines: the folders beside a page of the definitions (exercises, circuits,
 * activities) with the search, the kind and library filters, all of it in the address; create and edit
 * dialogs per kind; bulk copy, move and delete (and the share slot). While any media is processing the
 * list reloads after 5, 25 and 60 s.
 */
export function DefinitionsTab() {
  const { t } = useTranslation();
  const list = useListParams();
  const actor = useActor();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [dialog, setDialog] = useState<TabDialog | null>(null);

  const folderId = folderChoice(list.filters[FOLDER_PARAM]);
  const kindParsed = definitionKindSchema.safeParse(list.filters[KIND_PARAM]);
  const kind = kindParsed.success ? kindParsed.data : undefined;
  const ownLibrary = actor ? routineLibraryOf(actor) : undefined;
  // The platform team keeps the platform's library alone: no scope to choose.
  const showScope = typeof ownLibrary === 'number';
  const scope = showScope ? scopeOf(list.filters[SCOPE_PARAM]) : 'all';
  const canCreate = can(actor, 'routineDefinition.create', undefined);
  const canCopy = can(actor, 'routineDefinition.copy', undefined);

  const query = useMemo(
    () => ({
      page: list.page,
      perPage: list.perPage,
      scope,
      ...(list.search ? { search: list.search } : {}),
      ...(kind ? { kind } : {}),
      ...(folderId !== undefined ? { folderId } : {}),
    }),
    [list.page, list.perPage, list.search, scope, kind, folderId],
  );
  const items = useDefinitionItems(query);
  const folders = useDefinitionFolders(scope);
  const rows = items.data?.items;
  const refetch = items.refetch;
  useProcessingReload(rows, () => void refetch());
  const selection = useDefinitionSelection(rows, JSON.stringify(query));
  const currentFolder = typeof folderId === 'number' ? folders.data?.find((f) => f.id === folderId) : undefined;

  // A folder of the address that is gone (deleted meanwhile, or not in this library): all items instead, said once.
  const folderMissing =
    typeof folderId === 'number' && folders.isSuccess && !folders.isFetching && currentFolder === undefined;
  const { setFilter } = list;
  useEffect(() => {
    if (!folderMissing) return;
    snackbar.show(t('routines.folderMissing'), 'info');
    setFilter(FOLDER_PARAM, undefined);
  }, [folderMissing, setFilter, snackbar, t]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ROUTINES_KEY }), [queryClient]);

  const copy = useCallback(
    async (chosen: readonly Definition[], intoFolder: number | null) => {
      try {
        await copyDefinitions(
          chosen.map((d) => d.id),
          intoFolder,
        );
        snackbar.show(t(chosen.length === 1 ? 'routines.itemDuplicated' : 'routines.itemsDuplicated'));
        selection.clear();
        await reload();
      } catch (error) {
        handleError(error);
      }
    },
    [snackbar, t, selection, reload, handleError],
  );

  const onAction = useCallback(
    (action: DefinitionAction, definition: Definition) => {
      switch (action) {
        case 'open':
          return setDialog({ kind: 'open', definition });
        case 'duplicate':
          return void copy([definition], definition.folderId);
        case 'copyToMine':
          return void copy([definition], null);
        case 'move':
          return setDialog({ kind: 'move', items: [definition] });
        case 'delete':
          return setDialog({ kind: 'delete', items: [definition] });
      }
    },
    [copy],
  );

  const onFolderAction = async (action: FolderAction, folder: DefinitionFolder) => {
    if (action === 'rename') return setDialog({ kind: 'renameFolder', folder });
    if (action === 'delete') return setDialog({ kind: 'deleteFolder', folder });
    if (action === 'share') return setDialog({ kind: 'shareFolder', folder });
    try {
      await duplicateFolder(folder);
      snackbar.show(t('routines.folderDuplicated'));
      await reload();
    } catch (error) {
      handleError(error);
    }
  };

  const openFolder = (choice: FolderChoice) =>
    list.setFilters({ [FOLDER_PARAM]: choice === undefined ? undefined : String(choice) });

  const columns = useDefinitionColumns({
    selected: selection.selected,
    onSelect: selection.toggle,
    folders: folders.data,
    canCopy,
    onAction,
  });

  const filtered = Boolean(list.search || kind || scope !== 'all');
  const heading =
    folderId === undefined
      ? t('routines.allItems')
      : folderId === 'root'
        ? t('routines.noFolder')
        : (currentFolder?.title ?? t('routines.folder'));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <FolderList
        folders={folders.data}
        current={folderId}
        onOpen={openFolder}
        onCreate={canCreate ? () => setDialog({ kind: 'newFolder' }) : undefined}
        canCopy={canCopy}
        canShare={canCreate}
        onAction={(action, folder) => void onFolderAction(action, folder)}
      />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <DefinitionsToolbar
          list={list}
          kind={kind}
          scope={scope}
          showScope={showScope}
          onCreate={canCreate ? (k) => setDialog({ kind: 'create', definitionKind: k }) : undefined}
        />
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        <DefinitionSelectionBar
          selection={selection}
          onCopy={canCopy ? (chosen) => void copy(chosen, null) : undefined}
          onMove={(chosen) => setDialog({ kind: 'move', items: chosen })}
          onDelete={(chosen) => setDialog({ kind: 'delete', items: chosen })}
          extraActions={(chosen) => <DefinitionShareAction items={chosen} onDone={selection.clear} />}
        />
        <PagedTable
          label={t('routines.tableLabel', { name: heading })}
          columns={columns}
          rows={rows}
          meta={items.data?._meta}
          rowKey={(d) => d.id}
          list={list}
          loading={items.isFetching}
          error={items.error ?? folders.error}
          emptyText={filtered ? t('routines.noMatch') : t('routines.empty')}
        />
      </Stack>
      {dialog?.kind === 'create' ? (
        <DefinitionDialog
          kind={dialog.definitionKind}
          folders={folders.data ?? []}
          folderId={currentFolder?.editable ? currentFolder.id : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'open' ? (
        <DefinitionDialog
          kind={dialog.definition.kind}
          definition={dialog.definition}
          folders={folders.data ?? []}
          onClose={() => setDialog(null)}
          onCopy={canCopy ? (definition) => void copy([definition], null) : undefined}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteDefinitionsDialog items={dialog.items} onClose={() => setDialog(null)} onDeleted={selection.clear} />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveDefinitionsDialog
          items={dialog.items}
          folders={folders.data ?? []}
          onClose={() => setDialog(null)}
          onMoved={selection.clear}
        />
      ) : null}
      {dialog?.kind === 'newFolder' ? (
        <FolderNameDialog
          onClose={() => setDialog(null)}
          // Opened once the folders are read again, so that the new one is among them.
          onCreated={(folder) => void reload().then(() => openFolder(folder.id))}
        />
      ) : null}
      {dialog?.kind === 'renameFolder' ? (
        <FolderNameDialog folder={dialog.folder} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'shareFolder' ? (
        <ShareDialog target={{ kind: 'folder', folder: dialog.folder }} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'deleteFolder' ? (
        <FolderDeleteDialog
          folder={dialog.folder}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            if (folderId === dialog.folder.id) openFolder(undefined);
          }}
        />
      ) : null}
    </Box>
  );
}
