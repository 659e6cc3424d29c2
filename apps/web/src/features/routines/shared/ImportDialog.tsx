import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { useDefinitionFolders } from '../routinesQueries';
import { useSequenceFolders } from '../sequences/sequencesQueries';
import { useDefinitionChange } from '../definitions/useDefinitionChange';
import { FolderTargetField, resolveFolderTarget, type FolderTarget } from './FolderTargetField';
import { importSharedItems, importSharedSequence } from './sharingApi';

/** What is imported: shared definitions (into a folder of definitions) or a shared routine (into a folder of routines). */
export type ImportSubject =
  | { kind: 'definitions'; items: readonly { id: number; title: string }[] }
  | { kind: 'routine'; routine: { id: number; title: string } };

/**
 * Imports shared definitions or a shared routine into one's own library: no folder, a folder of one's
 * own, or a new one named here ('Item imported!', 'Items imported!', 'Routine imported!'). The copies are
 * one's own and independent of the original. Rendered while open.
 */
export function ImportDialog({
  subject,
  onClose,
  onImported,
}: {
  subject: ImportSubject;
  onClose: () => void;
  onImported?: () => void;
}) {
  const { t } = useTenantTranslation();
  const titleId = useId();
  const routine = subject.kind === 'routine';
  const definitionFolders = useDefinitionFolders('company');
  const sequenceFolders = useSequenceFolders();
  const folders = ((routine ? sequenceFolders.data : definitionFolders.data) ?? []).filter((f) => f.editable);
  const [target, setTarget] = useState<FolderTarget>({ kind: 'none' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, failure, run } = useDefinitionChange(onClose);
  const count = subject.kind === 'definitions' ? subject.items.length : 1;

  const submit = async () => {
    if (target.kind === 'new' && target.title.trim() === '') {
      setFieldError(t('sharing.folderNameRequired'));
      return;
    }
    setFieldError(null);
    const done = routine
      ? t('sharing.routineImported')
      : t(count === 1 ? 'sharing.itemImported' : 'sharing.itemsImported');
    await run(
      async () => {
        const folderId = await resolveFolderTarget(target, routine ? 'SEQUENCES' : 'DEFINITIONS');
        if (subject.kind === 'routine') await importSharedSequence(subject.routine.id, folderId);
        else
          await importSharedItems(
            subject.items.map((d) => d.id),
            folderId,
          );
      },
      done,
      { onDone: onImported },
    );
  };

  const names = subject.kind === 'routine' ? subject.routine.title : subject.items.map((d) => d.title).join(', ');
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>
          {routine ? t('sharing.importRoutineTitle') : t('sharing.importItemsTitle', { count })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText sx={{ wordBreak: 'break-word' }}>{names}</DialogContentText>
            <DialogContentText variant="body2">{t('sharing.importHint')}</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FolderTargetField
              folders={folders}
              value={target}
              onChange={setTarget}
              error={fieldError}
              disabled={busy}
              label={routine ? t('sharing.routineFolder') : t('sharing.targetFolder')}
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
