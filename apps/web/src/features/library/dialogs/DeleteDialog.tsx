import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainInUse, readInUse, type InUse } from './inUse';
import { deleteTarget, type DeleteTarget } from '../libraryApi';
import { useLibraryChange } from '../useLibraryChange';

const TITLE: Record<DeleteTarget['kind'], string> = {
  directory: 'library.deleteTitleDirectory',
  file: 'library.deleteTitleFile',
  files: 'library.deleteTitleFiles',
};
const QUESTION: Record<DeleteTarget['kind'], string> = {
  directory: 'library.deleteQuestionDirectory',
  file: 'library.deleteQuestionFile',
  files: 'library.deleteQuestionFiles',
};
const SUCCESS: Record<DeleteTarget['kind'], string> = {
  directory: 'library.deletedDirectory',
  file: 'library.deletedFile',
  files: 'library.deletedFiles',
};

function targetName(target: DeleteTarget): string {
  if (target.kind === 'directory') return target.directory.name;
  if (target.kind === 'file') return target.file.title;
  return String(target.files.length);
}

/**
 * Deleting a folder, a file or the selected files. First a plain question; when the server refuses
 * (409 MEDIA_IN_USE) the dialog explains from its file list who uses what (spec 001 section 8) and
 * offers "Delete anyway" (force) when every use may be removed.
 */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted?: (target: DeleteTarget) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [inUse, setInUse] = useState<InUse | null>(null);
  const { busy, failure, setFailure, run: change } = useLibraryChange(onClose);
  useEffect(() => {
    setInUse(null);
    setFailure(null);
  }, [target, setFailure]);

  if (!target) return null;
  const name = targetName(target);
  const count = target.kind === 'files' ? target.files.length : 1;
  const run = (force: boolean) =>
    change(() => deleteTarget(target, force), t(SUCCESS[target.kind]), {
      onDone: () => onDeleted?.(target),
      onFailure: (error) => {
        const refused = readInUse(error);
        if (refused) setInUse(refused);
        return Boolean(refused);
      },
      // A 412 or 404 means the folder changed meanwhile: show it as it is now.
      reloadOnFailure: true,
    });

  const explained = inUse ? explainInUse(inUse, t) : null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {explained
          ? t(explained.inUse.length > 0 ? 'library.inUseTitleUsed' : 'library.inUseTitleContent')
          : t(TITLE[target.kind], { name, count })}
      </DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {explained && inUse ? (
          <>
            {explained.inUse.length > 0 ? (
              <>
                <DialogContentText>{t('library.inUseUsedIntro', { count: explained.inUse.length })}</DialogContentText>
                <ul aria-label={t('library.inUseUsesLabel')}>
                  {explained.inUse.map((sentence, index) => (
                    <Typography component="li" key={index} variant="body2" sx={{ mb: 0.5 }}>
                      {sentence}
                    </Typography>
                  ))}
                </ul>
              </>
            ) : null}
            {explained.content.length > 0 ? (
              <>
                <DialogContentText>
                  {t('library.inUseContentIntro', { name, count: explained.content.length })}
                </DialogContentText>
                <ul aria-label={t('library.inUseContentLabel')}>
                  {explained.content.map((title, index) => (
                    <Typography component="li" key={index} variant="body2">
                      {title}
                    </Typography>
                  ))}
                </ul>
              </>
            ) : null}
            <DialogContentText>
              {inUse.removable ? t('library.inUseForceHint') : t('library.inUseBlocked')}
            </DialogContentText>
          </>
        ) : (
          <DialogContentText>{t(QUESTION[target.kind], { name, count })}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {!inUse ? (
          <Button variant="contained" color="error" loading={busy} onClick={() => void run(false)}>
            {t('common.delete')}
          </Button>
        ) : inUse.removable ? (
          <Button variant="contained" color="error" loading={busy} onClick={() => void run(true)}>
            {t('library.inUseDeleteAnyway')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
