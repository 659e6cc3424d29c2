import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryEntry } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
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
  const { files, chosen } = selection;
  if (files.length === 0) return null;
  const all = chosen.length === files.length;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={(event) => selection.setAll(event.target.checked)}
          />
        }
        label={t('library.selectAll')}
      />
      {chosen.length > 0 ? (
        <>
          <Typography variant="body2" role="status">
            {t('library.selectedCount', { count: chosen.length })}
          </Typography>
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<DeleteIcon />}
            onClick={() => onDelete([...chosen])}
          >
            {t('library.deleteSelected')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
