import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FolderIcon from '@mui/icons-material/Folder';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import ShareIcon from '@mui/icons-material/Share';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import type { DirectoryEntry } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';

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

type Item = ActionsMenuItem<EntryAction>;

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
  const items = useItems(entry, canShare);
  return (
    <ActionsMenu
      label={t('library.actionsLabel', { title: entry.title })}
      items={items}
      onAction={(action) => onAction(action, entry)}
    />
  );
}
