import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Definition } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowSelectionBar } from '../../../app/lists/RowSelectionBar';
import type { DefinitionSelection } from './useDefinitionSelection';

export interface DefinitionSelectionBarProps {
  selection: DefinitionSelection;
  /** Copy into one's own library (absent: the actor keeps none). */
  onCopy?: (items: Definition[]) => void;
  onMove: (items: Definition[]) => void;
  onDelete: (items: Definition[]) => void;
  /** More actions on the chosen items (the "Share" slot), after the bar's own. */
  extraActions?: (items: readonly Definition[]) => ReactNode;
}

/**
 * "Select all" of the page, how many are chosen, and Copy, Move, Delete (and the share slot). Move and
 * Delete act on one's own items: with the platform's read-only items chosen they wait, and say why.
 */
export function DefinitionSelectionBar({
  selection,
  onCopy,
  onMove,
  onDelete,
  extraActions,
}: DefinitionSelectionBarProps) {
  const { t } = useTranslation();
  const { chosen } = selection;
  const readOnly = chosen.some((d) => !d.editable);
  return (
    <RowSelectionBar
      selection={selection}
      selectAllLabel={t('routines.selectAll')}
      countLabel={(count) => t('routines.selectedCount', { count })}
      spacing={1.5}
      useFlexGap
    >
      {onCopy ? (
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => onCopy([...chosen])}>
          {t('routines.copySelected')}
        </Button>
      ) : null}
      <Button
        size="small"
        variant="outlined"
        startIcon={<DriveFileMoveIcon />}
        disabled={readOnly}
        onClick={() => onMove([...chosen])}
      >
        {t('routines.moveSelected')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={readOnly}
        onClick={() => onDelete([...chosen])}
      >
        {t('routines.deleteSelected')}
      </Button>
      {extraActions?.(chosen)}
      {readOnly ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('routines.readOnlyChosen')}
        </Typography>
      ) : null}
    </RowSelectionBar>
  );
}
