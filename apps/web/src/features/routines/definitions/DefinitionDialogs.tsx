import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { Definition, DefinitionFolder } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDefinition, moveDefinition, readDefinitionInUse, type DefinitionInUse } from '../routinesApi';
import { useDefinitionChange } from './useDefinitionChange';
import { UsesList } from '../UsesList';

/** Some deletes were refused for uses: those items and where each is used. */
class RefusedForUses extends Error {
  constructor(readonly refused: Array<{ item: Definition; inUse: DefinitionInUse }>) {
    super('In use');
  }
}

/**
 * Deleting one definition or the chosen ones (each with If-Match). One used in a circuit is refused
 * (409 DEFINITION_IN_USE): the dialog names where, and "Delete anyway" deletes it with force.
 * 'Item deleted!' / 'Items deleted!'.
 */
export function DeleteDefinitionsDialog({
  items,
  onClose,
  onDeleted,
}: {
  items: readonly Definition[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [refused, setRefused] = useState<Array<{ item: Definition; inUse: DefinitionInUse }> | null>(null);
  const { busy, failure, run, reload } = useDefinitionChange(onClose);
  const one = items.length === 1 ? items[0] : undefined;

  const send = (force: boolean) =>
    run(
      async () => {
        const targets = refused ? refused.map((r) => r.item) : items;
        const stopped: Array<{ item: Definition; inUse: DefinitionInUse }> = [];
        for (const item of targets) {
          try {
            await deleteDefinition(item, force);
          } catch (error) {
            const inUse = readDefinitionInUse(error);
            if (!inUse) throw error;
            stopped.push({ item, inUse });
          }
        }
        if (stopped.length) throw new RefusedForUses(stopped);
      },
      t(items.length === 1 ? 'routines.itemDeleted' : 'routines.itemsDeleted'),
      {
        onDone: onDeleted,
        onFailure: (error) => {
          if (!(error instanceof RefusedForUses)) return false;
          setRefused(error.refused);
          // Those not in use are gone already.
          void reload();
          return true;
        },
      },
    );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {one
          ? t('routines.deleteOneTitle', { title: one.title })
          : t('routines.deleteManyTitle', { count: items.length })}
      </DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {refused ? (
          <Stack spacing={1.5}>
            {refused.map(({ item, inUse }) => (
              <UsesList key={item.id} inUse={inUse} title={item.title} />
            ))}
          </Stack>
        ) : (
          <DialogContentText>
            {one
              ? t('routines.deleteOneQuestion', { title: one.title })
              : t('routines.deleteManyQuestion', { count: items.length })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => void send(refused !== null)}>
          {refused ? t('routines.deleteAnyway') : t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Moving one definition or the chosen ones to a folder of one's own library, or out of every folder
 * (PUT /routines/definitions/items/{id} {folderId}, If-Match): 'Item moved!'.
 */
export function MoveDefinitionsDialog({
  items,
  folders,
  onClose,
  onMoved,
}: {
  items: readonly Definition[];
  folders: readonly DefinitionFolder[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { busy, failure, run } = useDefinitionChange(onClose);
  const targets = folders.filter((f) => f.editable);
  const one = items.length === 1 ? items[0] : undefined;

  const move = (folderId: number | null) =>
    run(
      async () => {
        for (const item of items) if (item.folderId !== folderId) await moveDefinition(item, folderId);
      },
      t(items.length === 1 ? 'routines.itemMoved' : 'routines.itemsMoved'),
      { onDone: onMoved },
    );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {one ? t('routines.moveOneTitle', { title: one.title }) : t('routines.moveManyTitle', { count: items.length })}
      </DialogTitle>
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <DialogContentText>{t('routines.moveIntro')}</DialogContentText>
        <List dense aria-label={t('routines.moveFoldersLabel')}>
          <ListItem disablePadding>
            <ListItemButton
              disabled={busy || items.every((item) => item.folderId === null)}
              onClick={() => void move(null)}
            >
              <ListItemIcon aria-hidden>
                <FolderOpenIcon />
              </ListItemIcon>
              <ListItemText primary={t('routines.noFolder')} />
            </ListItemButton>
          </ListItem>
          {targets.map((folder) => (
            <ListItem key={folder.id} disablePadding>
              <ListItemButton
                disabled={busy || items.every((item) => item.folderId === folder.id)}
                onClick={() => void move(folder.id)}
              >
                <ListItemIcon aria-hidden>
                  <FolderIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={folder.title} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
