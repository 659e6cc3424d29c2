import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_SEQUENCE_DAYS,
  MAX_SEQUENCE_DAYS,
  type DefinitionFolder,
  type SequenceSummary,
} from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { ChangeDialog } from '../builder/ChangeDialog';
import { TitleDaysDialog } from '../builder/TitleDaysDialog';

/** "New routine": a title and a number of days (14 by default), in the folder being shown. */
export function NewRoutineDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (body: { title: string; days: number }) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  return (
    <TitleDaysDialog
      open={open}
      initialTitle=""
      initialDays={DEFAULT_SEQUENCE_DAYS}
      minDays={1}
      title={t('sequences.newTitle')}
      submitLabel={t('sequences.create')}
      titleLabel={t('sequences.titleField')}
      daysLabel={t('sequences.daysField')}
      daysHint={t('sequences.daysHint')}
      daysRange={t('sequences.daysRange', { max: MAX_SEQUENCE_DAYS })}
      onClose={onClose}
      onSave={onCreate}
    />
  );
}

/** A folder's title: new folder of routines, or rename. */
export function FolderTitleDialog({
  open,
  folder,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The folder renamed; absent: a new one. */
  folder?: DefinitionFolder;
  onClose: () => void;
  onSave: (title: string) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setTitle(folder?.title ?? '');
    setError(null);
  }, [open, folder]);
  const submit = () => {
    const value = title.trim();
    if (!value) setError(t('form.required'));
    else if (value.length > 100) setError(t('form.tooLong', { count: 100 }));
    else {
      setError(null);
      return onSave(value);
    }
    return Promise.resolve(null);
  };
  return (
    <ChangeDialog
      open={open}
      title={folder ? t('sequences.renameFolderTitle') : t('sequences.newFolderTitle')}
      submitLabel={folder ? t('form.save') : t('sequences.create')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('sequences.folderTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        required
        autoFocus
      />
    </ChangeDialog>
  );
}

/** "Move to folder": one of the actor's folders of routines, or none. */
export function MoveRoutineDialog({
  sequence,
  folders,
  onClose,
  onMove,
}: {
  sequence: SequenceSummary | null;
  folders: readonly DefinitionFolder[];
  onClose: () => void;
  onMove: (sequence: SequenceSummary, folderId: number | null) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const [folderId, setFolderId] = useState<number | ''>('');
  useEffect(() => {
    if (sequence) setFolderId(sequence.folderId ?? '');
  }, [sequence]);
  const own = folders.filter((folder) => folder.editable && folder.companyId === (sequence?.companyId ?? null));
  return (
    <ChangeDialog
      open={sequence !== null}
      title={t('sequences.moveTitle', { title: sequence?.title ?? '' })}
      submitLabel={t('sequences.moveSubmit')}
      onClose={onClose}
      onSubmit={() => (sequence ? onMove(sequence, folderId === '' ? null : folderId) : Promise.resolve(null))}
    >
      <TextField
        select
        label={t('sequences.folder')}
        value={folderId}
        onChange={(event) => setFolderId(event.target.value === '' ? '' : Number(event.target.value))}
      >
        <MenuItem value="">{t('sequences.noFolder')}</MenuItem>
        {own.map((folder) => (
          <MenuItem key={folder.id} value={folder.id}>
            {folder.title}
          </MenuItem>
        ))}
      </TextField>
    </ChangeDialog>
  );
}
