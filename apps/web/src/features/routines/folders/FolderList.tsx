import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DefinitionFolder } from '@stride/contracts';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';

/** Which items the list shows: all, those in no folder, or one folder's. */
export type FolderChoice = undefined | 'root' | number;
export type FolderAction = 'rename' | 'duplicate' | 'share' | 'delete';

interface FolderListProps {
  folders: readonly DefinitionFolder[] | undefined;
  current: FolderChoice;
  onOpen: (folder: FolderChoice) => void;
  /** New folder in the actor's library (absent: the actor keeps none). */
  onCreate?: () => void;
  /** Folders may be copied into the actor's library. */
  canCopy: boolean;
  /** One's own folders may be shared with other practices (folders of definitions). */
  canShare?: boolean;
  onAction: (action: FolderAction, folder: DefinitionFolder) => void;
}

function FolderMenu({
  folder,
  canCopy,
  canShare,
  onAction,
}: {
  folder: DefinitionFolder;
  canCopy: boolean;
  canShare: boolean;
  onAction: (action: FolderAction, folder: DefinitionFolder) => void;
}) {
  const { t } = useTranslation();
  const items: Array<ActionsMenuItem<FolderAction>> = [];
  if (folder.editable) items.push({ action: 'rename', label: t('routines.folderRename'), icon: <EditIcon /> });
  if (canCopy) items.push({ action: 'duplicate', label: t('routines.folderDuplicate'), icon: <ContentCopyIcon /> });
  if (canShare && folder.editable)
    items.push({ action: 'share', label: t('sharing.shareFolder'), icon: <ShareIcon /> });
  if (folder.editable) items.push({ action: 'delete', label: t('common.delete'), icon: <DeleteIcon /> });
  if (items.length === 0) return null;
  return (
    <ActionsMenu
      label={t('routines.folderActions', { title: folder.title })}
      items={items}
      onAction={(action) => onAction(action, folder)}
      edge="end"
      small
    />
  );
}

/** One entry of the folder list: opens its items, marked current when shown. */
function FolderEntry({
  choice,
  current,
  onOpen,
  icon,
  primary,
  secondary,
  alone = false,
}: {
  choice: FolderChoice;
  current: FolderChoice;
  onOpen: (folder: FolderChoice) => void;
  icon: ReactNode;
  primary: string;
  secondary?: string;
  /** Not inside a list item of its own (All items, Not in a folder). */
  alone?: boolean;
}) {
  const button = (
    <ListItemButton
      selected={current === choice}
      aria-current={current === choice ? 'true' : undefined}
      onClick={() => onOpen(choice)}
    >
      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
        {icon}
      </ListItemIcon>
      <ListItemText
        primary={primary}
        secondary={secondary}
        slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
      />
    </ListItemButton>
  );
  // A folder of the list is a list item with its menu beside it; the first two stand alone.
  return alone ? <ListItem disablePadding>{button}</ListItem> : button;
}

/**
 * The folders of the exercise library beside the list (above it on a phone): all items, those in no
 * folder, then every folder by title with its count; the platform's folders marked read-only. Each folder
 * of one's own library renames, duplicates and deletes from its menu; the platform's duplicate.
 */
export function FolderList({
  folders,
  current,
  onOpen,
  onCreate,
  canCopy,
  canShare = false,
  onAction,
}: FolderListProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Typography component="h2" variant="subtitle2" sx={{ px: 1, pt: 0.5 }}>
        {t('routines.folders')}
      </Typography>
      {onCreate ? (
        <Button size="small" startIcon={<CreateNewFolderIcon />} onClick={onCreate} sx={{ m: 0.5 }}>
          {t('routines.newFolder')}
        </Button>
      ) : null}
      <List dense aria-label={t('routines.folders')} sx={{ maxHeight: { xs: 260, md: 'none' }, overflowY: 'auto' }}>
        <FolderEntry
          choice={undefined}
          current={current}
          onOpen={onOpen}
          icon={<FolderOpenIcon />}
          primary={t('routines.allItems')}
          alone
        />
        <FolderEntry
          choice="root"
          current={current}
          onOpen={onOpen}
          icon={<FolderOpenIcon />}
          primary={t('routines.noFolder')}
          alone
        />
        {(folders ?? []).map((folder) => (
          <ListItem
            key={folder.id}
            disablePadding
            secondaryAction={<FolderMenu folder={folder} canCopy={canCopy} canShare={canShare} onAction={onAction} />}
          >
            <FolderEntry
              choice={folder.id}
              current={current}
              onOpen={onOpen}
              icon={folder.editable ? <FolderIcon color="primary" /> : <FolderSpecialIcon color="secondary" />}
              primary={folder.title}
              secondary={
                folder.editable
                  ? t('routines.itemCount', { count: folder.itemCount })
                  : t('routines.itemCountPlatform', { count: folder.itemCount })
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
