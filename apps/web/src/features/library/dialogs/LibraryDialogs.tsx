import {
  createDirectoryBodySchema,
  resourceTitleBodySchema,
  type Directory,
  type DirectoryEntry,
  type Resource,
} from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from './DeleteDialog';
import { LabelsDialog } from './LabelsDialog';
import { changeTitle, createFolder, renameFolder, type DeleteTarget } from '../libraryApi';
import { MoveDialog } from './MoveDialog';
import { SendToParticipantsDialog } from './SendToParticipantsDialog';
import { ThumbnailDialog } from './ThumbnailDialog';
import { TextFieldDialog } from '../../../app/forms/TextFieldDialog';
import { LIBRARY_KEY } from '../libraryQueries';

type FolderEntry = Extract<DirectoryEntry, { kind: 'directory' }>;

/** The dialog open on the library screen, if any. */
export type LibraryDialog =
  | { kind: 'newFolder'; parentId: number }
  | { kind: 'renameFolder'; folder: FolderEntry | Directory }
  | { kind: 'renameTitle' | 'labels' | 'move' | 'send' | 'thumbnail'; resource: Resource }
  | { kind: 'delete'; target: DeleteTarget };

/** Renders the one open dialog; each opening starts afresh (the dialogs mount while open). */
export function LibraryDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: LibraryDialog | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}) {
  const { t } = useTranslation();
  switch (dialog?.kind) {
    case undefined:
      return null;
    case 'newFolder':
      return (
        <TextFieldDialog
          title={t('library.newFolderTitle')}
          label={t('library.folderName')}
          initial=""
          schema={createDirectoryBodySchema.shape.name}
          submit={(name) => createFolder(dialog.parentId, name)}
          successMessage={t('library.folderAdded')}
          submitLabel={t('library.create')}
          reloadKey={LIBRARY_KEY}
          onClose={onClose}
        />
      );
    case 'renameFolder': {
      const { folder } = dialog;
      return (
        <TextFieldDialog
          title={t('library.renameFolderTitle')}
          label={t('library.folderName')}
          initial={'title' in folder ? folder.title : folder.name}
          schema={createDirectoryBodySchema.shape.name}
          submit={(name) => renameFolder(folder, name)}
          successMessage={t('library.folderEdited')}
          reloadKey={LIBRARY_KEY}
          onClose={onClose}
        />
      );
    }
    case 'renameTitle': {
      const { resource } = dialog;
      return (
        <TextFieldDialog
          title={t('library.renameTitleTitle')}
          label={t('library.titleField')}
          initial={resource.title}
          schema={resourceTitleBodySchema.shape.title}
          submit={(title) => changeTitle(resource, title)}
          successMessage={t('library.titleChanged')}
          noRetry
          reloadKey={LIBRARY_KEY}
          onClose={onClose}
        />
      );
    }
    case 'labels':
      return <LabelsDialog resource={dialog.resource} onClose={onClose} />;
    case 'move':
      return <MoveDialog resource={dialog.resource} onClose={onClose} />;
    case 'send':
      return <SendToParticipantsDialog open resource={dialog.resource} onClose={onClose} />;
    case 'thumbnail':
      return <ThumbnailDialog resource={dialog.resource} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog target={dialog.target} onClose={onClose} onDeleted={onDeleted} />;
  }
}
