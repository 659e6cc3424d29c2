import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FolderSharedStrategy, SharedFolder } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../app/lists/PagedTable';
import { PagedTable } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { FolderImportDialog } from './FolderImportDialog';
import { shareColumns } from './shareColumns';
import { SharedItemsList } from './SharedItemsList';
import { useSharedFolders } from './sharingApi';

/** The address's parameter of the opened shared folder. */
export const FOLDER_PARAM = 'folderId';

/**
 * Shared folders by the page's filter (folderSharedStrategy: received, sent, or all), each with who shared
 * it, from which practice and when; a received one imports as a new folder of one's own. Opening one lists
 * its items. The spec's rule: with a folder open and the filter not "all", the folders' list is not asked
 * for (the filter already says whose the folder is); with "all" it is, to learn the folder's direction.
 */
export function SharedFoldersTab({ list, strategy }: { list: ListParamsApi; strategy: FolderSharedStrategy }) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState<SharedFolder | null>(null);
  const opened = Number(list.filters[FOLDER_PARAM]);
  const folderId = Number.isInteger(opened) && opened > 0 ? opened : undefined;
  const skipList = folderId !== undefined && strategy !== 'ALL';
  const query = useMemo(
    () => ({
      page: folderId === undefined ? list.page : 1,
      perPage: folderId === undefined ? list.perPage : 100,
      folderSharedStrategy: strategy,
      ...(list.search && folderId === undefined ? { search: list.search } : {}),
    }),
    [list.page, list.perPage, list.search, strategy, folderId],
  );
  const folders = useSharedFolders(query, !skipList);
  const open = (id: number | undefined) =>
    list.setFilters({ [FOLDER_PARAM]: id === undefined ? undefined : String(id), search: undefined, kind: undefined });

  const columns = useMemo(
    (): Column<SharedFolder>[] => [
      {
        key: 'title',
        label: t('sharing.columnFolder'),
        card: 'primary',
        render: (f) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FolderSharedIcon color="secondary" aria-hidden />
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => open(f.id)}
              aria-label={t('sharing.openFolder', { title: f.title })}
              sx={{ textAlign: 'left', wordBreak: 'break-word' }}
            >
              {f.title}
            </Link>
          </Stack>
        ),
      },
      { key: 'count', label: t('sharing.columnItems'), render: (f) => t('sharing.itemCount', { count: f.itemCount }) },
      {
        key: 'direction',
        label: t('sharing.columnDirection'),
        render: (f) => (
          <Chip
            size="small"
            variant="outlined"
            color={f.direction === 'RECEIVED' ? 'secondary' : 'default'}
            label={t(f.direction === 'RECEIVED' ? 'sharing.received' : 'sharing.sent')}
          />
        ),
      },
      ...shareColumns<SharedFolder>(t, strategy !== 'RECEIVED'),
      {
        key: 'actions',
        label: t('sharing.columnActions'),
        card: 'action',
        align: 'right',
        render: (f) =>
          f.direction === 'RECEIVED' ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => setImporting(f)}
              aria-label={t('sharing.importNamed', { title: f.title })}
            >
              {t('sharing.import')}
            </Button>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` only sets the address
    [t, strategy],
  );

  if (folderId !== undefined) {
    const folder = folders.data?.folders.find((f) => f.id === folderId);
    const direction = skipList ? (strategy === 'SENT' ? 'SENT' : 'RECEIVED') : (folder?.direction ?? 'RECEIVED');
    return (
      <Stack spacing={2}>
        <div>
          <Button startIcon={<ArrowBackIcon />} onClick={() => open(undefined)}>
            {t('sharing.backToFolders')}
          </Button>
        </div>
        <Typography component="h2" variant="h6">
          {folder?.title ?? t('sharing.folderItems')}
        </Typography>
        <SharedItemsList
          direction={direction}
          folderId={folderId}
          list={list}
          label={t('sharing.folderItemsLabel', { title: folder?.title ?? '' })}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <SearchField value={list.search} onChange={list.setSearch} label={t('sharing.searchFolders')} />
      <PagedTable
        label={t('sharing.foldersLabel')}
        columns={columns}
        rows={folders.data?.folders}
        meta={folders.data?._meta}
        rowKey={(f) => `${f.direction}-${f.id}`}
        list={list}
        loading={folders.isFetching}
        error={folders.error}
        emptyText={list.search ? t('sharing.noMatch') : t('sharing.noFolders')}
      />
      {importing ? <FolderImportDialog folder={importing} onClose={() => setImporting(null)} /> : null}
    </Stack>
  );
}
