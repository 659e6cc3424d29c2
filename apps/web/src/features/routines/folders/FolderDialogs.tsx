import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { definitionFolderBodySchema, type DefinitionFolder } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFieldDialog } from '../../../app/forms/TextFieldDialog';
import {
  createFolder,
  deleteFolder,
  readDefinitionInUse,
  readFolderNotEmpty,
  renameFolder,
  type DefinitionInUse,
} from '../routinesApi';
import { ROUTINES_KEY } from '../routinesQueries';
import { useDefinitionChange } from '../definitions/useDefinitionChange';
import { UsesList } from '../UsesList';

/** New folder, or rename one ('Folder created!', 'Folder renamed!'). Rendered while open. */
export function FolderNameDialog({
  folder,
  onClose,
  onCreated,
}: {
  /** The folder renamed; none: a new one. */
  folder?: DefinitionFolder;
  onClose: () => void;
  onCreated?: (folder: DefinitionFolder) => void;
}) {
  const { t } = useTranslation();
  let created: DefinitionFolder | undefined;
  return (
    <TextFieldDialog
      title={t(folder ? 'routines.renameFolderTitle' : 'routines.newFolderTitle')}
      label={t('routines.folderTitle')}
      initial={folder?.title ?? ''}
      schema={definitionFolderBodySchema.shape.title}
      submit={async (title) => {
        if (folder) await renameFolder(folder, title);
        else created = await createFolder(title);
      }}
      successMessage={t(folder ? 'routines.folderRenamed' : 'routines.folderCreated')}
      submitLabel={folder ? t('form.save') : t('routines.create')}
      reloadKey={ROUTINES_KEY}
      onDone={() => created && onCreated?.(created)}
      onClose={onClose}
    />
  );
}

/**
 * Deleting a folder: an empty one goes at once; one with items is refused (409 FOLDER_NOT_EMPTY) and the
 * dialog offers "Delete completely" (its items with it); an item used in a circuit elsewhere stops that
 * (409 DEFINITION_IN_USE naming where) and the dialog offers "Delete anyway". 'Folder removed!'.
 */
export function FolderDeleteDialog({
  folder,
  onClose,
  onDeleted,
}: {
  folder: DefinitionFolder;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [stage, setStage] = useState<
    { kind: 'ask' } | { kind: 'notEmpty'; itemCount: number } | { kind: 'inUse'; inUse: DefinitionInUse }
  >({ kind: 'ask' });
  const { busy, failure, run } = useDefinitionChange(onClose);

  const send = (completely: boolean, force: boolean) =>
    run(() => deleteFolder(folder, { completely, force }), t('routines.folderRemoved'), {
      onDone: onDeleted,
      onFailure: (error) => {
        const notEmpty = readFolderNotEmpty(error);
        if (notEmpty) setStage({ kind: 'notEmpty', itemCount: notEmpty.itemCount || folder.itemCount });
        const inUse = readDefinitionInUse(error);
        if (inUse) setStage({ kind: 'inUse', inUse });
        return Boolean(notEmpty ?? inUse);
      },
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('routines.deleteFolderTitle', { title: folder.title })}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {stage.kind === 'ask' ? (
          <DialogContentText>{t('routines.deleteFolderQuestion', { title: folder.title })}</DialogContentText>
        ) : stage.kind === 'notEmpty' ? (
          <Alert severity="warning">
            {t('routines.folderNotEmpty', { title: folder.title, count: stage.itemCount })}
          </Alert>
        ) : (
          <UsesList inUse={stage.inUse} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {stage.kind === 'ask' ? (
          <Button variant="contained" color="error" loading={busy} onClick={() => void send(false, false)}>
            {t('common.delete')}
          </Button>
        ) : stage.kind === 'notEmpty' ? (
          <Button variant="contained" color="error" loading={busy} onClick={() => void send(true, false)}>
            {t('routines.deleteCompletely')}
          </Button>
        ) : (
          <Button variant="contained" color="error" loading={busy} onClick={() => void send(true, true)}>
            {t('routines.deleteAnyway')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
