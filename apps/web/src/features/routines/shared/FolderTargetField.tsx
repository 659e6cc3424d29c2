import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DefinitionFolder } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { createFolder } from '../routinesApi';
import { createSequenceFolder } from '../sequences/sequencesApi';

/** Where an import goes: no folder, a folder of one's own, or a new folder of this name. */
export type FolderTarget = { kind: 'none' } | { kind: 'folder'; id: number } | { kind: 'new'; title: string };

const NEW = 'new';
const NONE = 'none';

/** The target's folder id, creating the new folder first ('Folder created!' is not shown: the import's text is). */
export async function resolveFolderTarget(
  target: FolderTarget,
  holds: 'DEFINITIONS' | 'SEQUENCES',
): Promise<number | null> {
  if (target.kind === 'none') return null;
  if (target.kind === 'folder') return target.id;
  const folder =
    holds === 'DEFINITIONS' ? await createFolder(target.title.trim()) : await createSequenceFolder(target.title.trim());
  return folder.id;
}

/** "Import into": no folder, one of one's own folders, or a new folder named in the field below. */
export function FolderTargetField({
  folders,
  value,
  onChange,
  label,
  error,
  disabled,
}: {
  /** One's own folders (of definitions or of routines). */
  folders: readonly DefinitionFolder[];
  value: FolderTarget;
  onChange: (value: FolderTarget) => void;
  label: string;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const selected = value.kind === 'none' ? NONE : value.kind === 'new' ? NEW : String(value.id);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={label}
        value={selected}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          if (next === NONE) onChange({ kind: 'none' });
          else if (next === NEW) onChange({ kind: 'new', title: '' });
          else onChange({ kind: 'folder', id: Number(next) });
        }}
      >
        <MenuItem value={NONE}>{t('sharing.noFolder')}</MenuItem>
        {folders.map((folder) => (
          <MenuItem key={folder.id} value={String(folder.id)}>
            {folder.title}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{t('sharing.newFolder')}</MenuItem>
      </TextField>
      {value.kind === 'new' ? (
        <TextField
          label={t('sharing.newFolderName')}
          value={value.title}
          required
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(event) => onChange({ kind: 'new', title: event.target.value })}
        />
      ) : null}
    </Stack>
  );
}
