import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { Definition } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';

/** What a row's menu asks the tab to do. */
export type DefinitionAction = 'open' | 'duplicate' | 'copyToMine' | 'move' | 'delete';

/**
 * The actions of a definition: one's own is edited, duplicated, moved and deleted; one of the platform's
 * library (read-only to company staff) is viewed and copied into one's own library.
 */
export function DefinitionActions({
  definition,
  canCopy,
  onAction,
}: {
  definition: Definition;
  canCopy: boolean;
  onAction: (action: DefinitionAction, definition: Definition) => void;
}) {
  const { t } = useTranslation();
  const items: Array<ActionsMenuItem<DefinitionAction>> = definition.editable
    ? [
        { action: 'open', label: t('routines.actionEdit'), icon: <EditIcon /> },
        { action: 'duplicate', label: t('routines.actionDuplicate'), icon: <ContentCopyIcon /> },
        { action: 'move', label: t('routines.actionMove'), icon: <DriveFileMoveIcon /> },
        { action: 'delete', label: t('common.delete'), icon: <DeleteIcon /> },
      ]
    : [
        { action: 'open', label: t('routines.actionView'), icon: <VisibilityIcon /> },
        ...(canCopy
          ? [{ action: 'copyToMine' as const, label: t('routines.actionCopyToMine'), icon: <LibraryAddIcon /> }]
          : []),
      ];
  return (
    <ActionsMenu
      label={t('routines.actionsLabel', { title: definition.title })}
      items={items}
      onAction={(action) => onAction(action, definition)}
    />
  );
}
