import FavoriteIcon from '@mui/icons-material/Favorite';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryEntry } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format/dates';
import type { Column } from '../../../app/lists/PagedTable';
import { EntryActions, isCompanyFolder, type EntryAction } from './EntryActions';
import { fileTypeLabel, formatBytes } from '../format';
import { ResourceThumbnail } from '../ResourceThumbnail';

type FileEntry = Extract<DirectoryEntry, { kind: 'file' }>;

interface ColumnOptions {
  /** Sorting is the folder listing's (a search answers by relevance of its own). */
  sortable: boolean;
  /** Files can be chosen for "Delete selected" (in a folder's listing: the bulk delete is per folder). */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  canShare: boolean;
  onAction: (action: EntryAction, entry: DirectoryEntry) => void;
  /** A label chip filters the library by it. */
  onLabel: (label: string) => void;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const STATES = {
  processing: 'library.stateProcessing',
  ready: 'library.stateReady',
  failed: 'library.stateFailed',
} as const;

function ProcessingState({ entry }: { entry: FileEntry }) {
  const { t } = useTranslation();
  const status = entry.processingStatus;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={status === 'failed' ? 'error' : status === 'ready' ? 'success' : 'default'}
        label={t(STATES[status])}
      />
      {entry.processingNote ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', maxWidth: 220 }}>
          {entry.processingNote}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The library's columns; the keys of the sortable ones are the server's sort names (title, createdAt, size). */
export function useLibraryColumns(options: ColumnOptions): Column<DirectoryEntry>[] {
  const { t } = useTranslation();
  const { sortable, selectable, selected, onSelect, canShare, onAction, onLabel } = options;
  return useMemo((): Column<DirectoryEntry>[] => {
    const columns: Column<DirectoryEntry>[] = [
      {
        key: 'select',
        label: t('library.columnsSelect'),
        card: 'lead',
        render: (entry) =>
          entry.kind === 'file' ? (
            <Checkbox
              size="small"
              checked={selected.has(entry.id)}
              onChange={(event) => onSelect(entry.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('library.selectOne', { title: entry.title }) } }}
            />
          ) : null,
      },
      {
        key: 'title',
        label: t('library.columnsTitle'),
        sortable,
        render: (entry) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
            {entry.kind === 'file' ? (
              <ResourceThumbnail resource={entry} size={48} />
            ) : (
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  flex: 'none',
                }}
              >
                {isCompanyFolder(entry) ? (
                  <FolderSharedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                ) : (
                  <FolderIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                )}
              </Box>
            )}
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => onAction(entry.kind === 'file' ? 'preview' : 'open', entry)}
              aria-label={
                entry.kind === 'file'
                  ? t('library.previewNamed', { title: entry.title })
                  : t('library.openNamed', { title: entry.title })
              }
              sx={{ textAlign: 'left', wordBreak: 'break-word' }}
              // A name someone gave: not the portal's words, nothing for a translator (of a browser) to change.
              translate="no"
            >
              {entry.title}
            </Link>
            {entry.kind === 'file' && entry.isFavorite ? (
              <FavoriteIcon fontSize="small" color="error" titleAccess={t('library.favorite')} sx={{ flex: 'none' }} />
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'type',
        label: t('library.columnsType'),
        render: (entry) => (entry.kind === 'file' ? fileTypeLabel(entry.fileTypeId, t) : t('library.folder')),
      },
      {
        key: 'labels',
        label: t('library.columnsLabels'),
        render: (entry) =>
          entry.labels.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 260 }}>
              {entry.labels.map((label) => (
                <Chip
                  key={label}
                  label={label}
                  size="small"
                  onClick={() => onLabel(label)}
                  aria-label={t('library.filterByLabel', { label })}
                />
              ))}
            </Box>
          ) : null,
      },
      {
        key: 'size',
        label: t('library.columnsSize'),
        sortable,
        align: 'right',
        render: (entry) => (entry.kind === 'file' ? <Box sx={NO_WRAP}>{formatBytes(entry.size)}</Box> : ''),
      },
      {
        key: 'createdAt',
        label: t('library.columnsCreatedAt'),
        sortable,
        render: (entry) => <Box sx={NO_WRAP}>{formatDateTime(entry.createdAt)}</Box>,
      },
      {
        key: 'state',
        label: t('library.columnsState'),
        render: (entry) => (entry.kind === 'file' ? <ProcessingState entry={entry} /> : null),
      },
      {
        key: 'actions',
        label: t('library.columnsActions'),
        card: 'action',
        align: 'right',
        render: (entry) => <EntryActions entry={entry} canShare={canShare} onAction={onAction} />,
      },
    ];
    return selectable ? columns : columns.filter((column) => column.key !== 'select');
  }, [t, sortable, selectable, selected, onSelect, canShare, onAction, onLabel]);
}
