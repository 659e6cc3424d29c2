import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SharedSequence } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import type { Column } from '../../../app/lists/PagedTable';
import { PagedTable } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { ImportDialog } from './ImportDialog';
import { SequenceViewDialog } from './SequenceViewDialog';
import { shareColumns } from './shareColumns';
import { useSharedSequences, type Direction } from './sharingApi';

type RoutineDialog = { kind: 'view'; routine: SharedSequence } | { kind: 'import'; routine: SharedSequence };

/**
 * Routines shared with one's practice (or sent by one's library), by title: each with its days and items,
 * who shared it, from which practice and when. A title shows it read-only (its days and items); a received
 * one imports into one's own routines ('Routine imported!').
 */
export function SharedRoutinesTab({ list, direction }: { list: ListParamsApi; direction: Direction }) {
  const { t } = useTenantTranslation();
  const [dialog, setDialog] = useState<RoutineDialog | null>(null);
  const received = direction === 'RECEIVED';
  const query = useMemo(
    () => ({ page: list.page, perPage: list.perPage, direction, ...(list.search ? { search: list.search } : {}) }),
    [list.page, list.perPage, list.search, direction],
  );
  const routines = useSharedSequences(query);

  const columns = useMemo(
    (): Column<SharedSequence>[] => [
      {
        key: 'title',
        label: t('sharing.columnTitle'),
        card: 'primary',
        render: (r) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => setDialog({ kind: 'view', routine: r })}
            aria-label={t('sharing.viewNamed', { title: r.title })}
            sx={{ textAlign: 'left', wordBreak: 'break-word' }}
          >
            {r.title}
          </Link>
        ),
      },
      { key: 'days', label: t('sharing.columnDays'), render: (r) => r.days },
      { key: 'items', label: t('sharing.columnItems'), render: (r) => t('sharing.itemCount', { count: r.itemCount }) },
      ...shareColumns<SharedSequence>(t, !received),
      {
        key: 'actions',
        label: t('sharing.columnActions'),
        card: 'action',
        align: 'right',
        render: (r) =>
          received ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => setDialog({ kind: 'import', routine: r })}
              aria-label={t('sharing.importNamed', { title: r.title })}
            >
              {t('sharing.import')}
            </Button>
          ) : null,
      },
    ],
    [t, received],
  );

  return (
    <Stack spacing={2}>
      <SearchField value={list.search} onChange={list.setSearch} label={t('sharing.searchRoutines')} />
      <PagedTable
        label={t('sharing.routinesLabel')}
        columns={columns}
        rows={routines.data?.items}
        meta={routines.data?._meta}
        rowKey={(r) => r.id}
        list={list}
        loading={routines.isFetching}
        error={routines.error}
        emptyText={
          list.search ? t('sharing.noMatch') : t(received ? 'sharing.noRoutinesReceived' : 'sharing.noRoutinesSent')
        }
      />
      {dialog?.kind === 'view' ? (
        <SequenceViewDialog
          id={dialog.routine.id}
          title={dialog.routine.title}
          onClose={() => setDialog(null)}
          onImport={received ? () => setDialog({ kind: 'import', routine: dialog.routine }) : undefined}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportDialog
          subject={{ kind: 'routine', routine: { id: dialog.routine.id, title: dialog.routine.title } }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
