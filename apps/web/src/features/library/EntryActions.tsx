import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FolderIcon from '@mui/icons-material/Folder';
import LabelIcon from '@mui/icons-material/Label';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SendIcon from '@mui/icons-material/Send';
import ShareIcon from '@mui/icons-material/Share';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DirectoryEntry } from '@stride/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row's menu asks the page to do. */
export type EntryAction =
  | 'open'
  | 'renameFolder'
  | 'preview'
  | 'renameTitle'
  | 'labels'
  | 'move'
  | 'send'
  | 'share'
  | 'thumbnail'
  | 'favorite'
  | 'download'
  | 'delete';

interface Item {
  action: EntryAction;
  label: string;
  icon: ReactNode;
}

/** The top folder of a company's shared tree ("Shared with <company>"), listed in its staff's main folder. */
export const isCompanyFolder = (entry: { parentId: number | null; companyId: number | null }) =>
  entry.parentId === null && entry.companyId !== null;

/** The actions of a folder or a file, in the menu's order. */
function useItems(entry: DirectoryEntry, canShare: boolean): Item[] {
  const { t } = useTranslation();
  if (entry.kind === 'directory') {
    const open: Item = { action: 'open', label: t('library.actionsOpen'), icon: <FolderIcon /> };
    // A company's shared folder belongs to the company: it is opened, never renamed or deleted.
    if (isCompanyFolder(entry)) return [open];
    return [
      open,
      { action: 'renameFolder', label: t('library.actionsRename'), icon: <EditIcon /> },
      { action: 'delete', label: t('common.delete'), icon: <DeleteIcon /> },
    ];
  }
  const items: Item[] = [
    { action: 'preview', label: t('library.actionsPreview'), icon: <VisibilityIcon /> },
    { action: 'renameTitle', label: t('library.actionsRenameTitle'), icon: <EditIcon /> },
    { action: 'labels', label: t('library.actionsLabels'), icon: <LabelIcon /> },
    { action: 'move', label: t('library.actionsMove'), icon: <DriveFileMoveIcon /> },
    { action: 'send', label: t('library.actionsSend'), icon: <SendIcon /> },
  ];
  if (canShare) items.push({ action: 'share', label: t('library.actionsShare'), icon: <ShareIcon /> });
  items.push(
    { action: 'thumbnail', label: t('library.actionsThumbnail'), icon: <WallpaperIcon /> },
    {
      action: 'favorite',
      label: entry.isFavorite ? t('library.actionsUnfavorite') : t('library.actionsFavorite'),
      icon: entry.isFavorite ? <FavoriteIcon /> : <FavoriteBorderIcon />,
    },
    { action: 'download', label: t('library.actionsDownload'), icon: <DownloadIcon /> },
    { action: 'delete', label: t('common.delete'), icon: <DeleteIcon /> },
  );
  return items;
}

/** A row's "Actions for <title>" button and its menu. */
export function EntryActions({
  entry,
  canShare,
  onAction,
}: {
  entry: DirectoryEntry;
  canShare: boolean;
  onAction: (action: EntryAction, entry: DirectoryEntry) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items = useItems(entry, canShare);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('library.actionsLabel', { title: entry.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.action}
            onClick={() => {
              setAnchor(null);
              onAction(item.action, entry);
            }}
          >
            <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
