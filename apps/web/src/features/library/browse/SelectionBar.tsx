import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import type { DirectoryEntry } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { RowSelectionBar } from '../../../app/lists/RowSelectionBar';
import type { Selection } from './useSelection';

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;

/** "Select all files" of the page, how many are chosen, and "Delete selected". */
export function SelectionBar({
  selection,
  onDelete,
}: {
  selection: Selection;
  onDelete: (files: FileEntry[]) => void;
}) {
  const { t } = useTranslation();
  const { chosen } = selection;
  return (
    <RowSelectionBar
      selection={{ items: selection.files, chosen, setAll: selection.setAll }}
      selectAllLabel={t('library.selectAll')}
      countLabel={(count) => t('library.selectedCount', { count })}
    >
      <Button
        color="error"
        variant="outlined"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={() => onDelete([...chosen])}
      >
        {t('library.deleteSelected')}
      </Button>
    </RowSelectionBar>
  );
}
