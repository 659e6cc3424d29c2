import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FileType, type FileTypeId } from '@stride/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/lists/SearchField';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { UPLOAD_ACCEPT } from '../media/upload/uploadRunner';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';

/** The address's parameters of the filters. */
const TYPE_PARAM = 'fileTypeId';
const LABELS_PARAM = 'labels';
const TYPES: ReadonlyArray<{ id: FileTypeId; key: string }> = [
  { id: FileType.Image, key: 'library.filterImages' },
  { id: FileType.Video, key: 'library.filterVideos' },
  { id: FileType.Pdf, key: 'library.filterPdfs' },
];

interface LibraryToolbarProps {
  list: ListParamsApi;
  fileTypeId: FileTypeId | undefined;
  labels: string | undefined;
  /** No folder yet (the main folder loading): New folder and Upload wait. */
  disabled: boolean;
  onNewFolder: () => void;
  onUpload: (files: File[]) => void;
}

/** New folder, Upload (several files, the supported types), the search and the type filter. */
export function LibraryToolbar({ list, fileTypeId, labels, disabled, onNewFolder, onUpload }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('library.upload')}
      </Button>
      <Button variant="outlined" startIcon={<CreateNewFolderIcon />} disabled={disabled} onClick={onNewFolder}>
        {t('library.newFolder')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-label={t('library.uploadFiles')}
        tabIndex={-1}
        style={HIDDEN_INPUT}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so that choosing the same files again is a change too.
          event.target.value = '';
          if (files.length > 0) onUpload(files);
        }}
      />
      <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
      <SearchField value={list.search} onChange={list.setSearch} label={t('library.search')} />
      <TextField
        select
        size="small"
        label={t('library.filterType')}
        value={fileTypeId ? String(fileTypeId) : ''}
        onChange={(event) => list.setFilter(TYPE_PARAM, event.target.value || undefined)}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('library.filterAll')}</MenuItem>
        {TYPES.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {t(type.key)}
          </MenuItem>
        ))}
      </TextField>
      {labels ? (
        <Chip
          label={t('library.labelFilter', { labels: labels.split(',').join(', ') })}
          onDelete={() => list.setFilter(LABELS_PARAM, undefined)}
        />
      ) : null}
    </Stack>
  );
}
