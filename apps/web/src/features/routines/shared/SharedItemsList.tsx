import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFINITION_KINDS, definitionKindSchema, type SharedDefinition } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../app/lists/PagedTable';
import { PagedTable } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { useProcessingReload } from '../../library/useProcessingReload';
import { DefinitionDialog } from '../definitions/DefinitionDialog';
import { DefinitionThumbnail } from '../definitions/DefinitionThumbnail';
import { useDefinitionSelection } from '../definitions/useDefinitionSelection';
import { ImportDialog } from './ImportDialog';
import { shareColumns } from './shareColumns';
import { useSharedItems, type Direction } from './sharingApi';

/** The address's parameter of the kind filter. */
export const KIND_PARAM = 'kind';

type ItemsDialog =
  { kind: 'open'; item: SharedDefinition } | { kind: 'import'; items: readonly { id: number; title: string }[] };

/**
 * A page of shared definitions, received (read-only until imported; choose some and import them) or sent
 * by one's own library (with the practices they went to): search and kind in the address, each row with
 * who shared it, from which practice and when. A title opens the definition read-only.
 */
export function SharedItemsList({
  direction,
  folderId,
  list,
  label,
}: {
  direction: Direction;
  /** One shared folder's items. */
  folderId?: number;
  list: ListParamsApi;
  label: string;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ItemsDialog | null>(null);
  const kindParsed = definitionKindSchema.safeParse(list.filters[KIND_PARAM]);
  const kind = kindParsed.success ? kindParsed.data : undefined;
  const received = direction === 'RECEIVED';
  const query = useMemo(
    () => ({
      page: list.page,
      perPage: list.perPage,
      ...(list.search ? { search: list.search } : {}),
      ...(kind ? { kind } : {}),
      ...(folderId !== undefined ? { folderId } : {}),
    }),
    [list.page, list.perPage, list.search, kind, folderId],
  );
  const items = useSharedItems(direction, query);
  const rows = items.data?.items;
  const refetch = items.refetch;
  useProcessingReload(rows, () => void refetch());
  const selection = useDefinitionSelection(rows, `${direction}:${JSON.stringify(query)}`);

  const columns = useMemo((): Column<SharedDefinition>[] => {
    const lead: Column<SharedDefinition>[] = received
      ? [
          {
            key: 'select',
            label: t('sharing.columnSelect'),
            card: 'lead',
            render: (d) => (
              <Checkbox
                size="small"
                checked={selection.selected.has(d.id)}
                onChange={(event) => selection.toggle(d.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('sharing.selectOne', { title: d.title }) } }}
              />
            ),
          },
        ]
      : [];
    return [
      ...lead,
      {
        key: 'title',
        label: t('sharing.columnTitle'),
        card: 'primary',
        render: (d) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
            <DefinitionThumbnail definition={d} />
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => setDialog({ kind: 'open', item: d })}
              aria-label={t('sharing.viewNamed', { title: d.title })}
              sx={{ textAlign: 'left', wordBreak: 'break-word' }}
            >
              {d.title}
            </Link>
          </Stack>
        ),
      },
      { key: 'kind', label: t('sharing.columnKind'), render: (d) => t(`routines.kind.${d.kind}`) },
      // Inside a shared folder the folder is the heading: no column for it.
      ...(folderId === undefined
        ? [
            {
              key: 'via',
              label: t('sharing.columnVia'),
              render: (d: SharedDefinition) => d.share.sharedFolder?.title ?? '',
            },
          ]
        : []),
      ...shareColumns<SharedDefinition>(t, !received),
      ...(received
        ? [
            {
              key: 'actions',
              label: t('sharing.columnActions'),
              card: 'action' as const,
              align: 'right' as const,
              render: (d: SharedDefinition) => (
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => setDialog({ kind: 'import', items: [d] })}
                  aria-label={t('sharing.importNamed', { title: d.title })}
                >
                  {t('sharing.import')}
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [t, received, selection, folderId]);

  const all = selection.items.length > 0 && selection.chosen.length === selection.items.length;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('sharing.search')} />
        <TextField
          select
          size="small"
          label={t('sharing.filterKind')}
          value={kind ?? ''}
          onChange={(event) => list.setFilter(KIND_PARAM, event.target.value || undefined)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('sharing.allKinds')}</MenuItem>
          {DEFINITION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`routines.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {received && selection.items.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={all}
                indeterminate={selection.chosen.length > 0 && !all}
                onChange={(event) => selection.setAll(event.target.checked)}
              />
            }
            label={t('sharing.selectAll')}
          />
          {selection.chosen.length > 0 ? (
            <>
              <Typography variant="body2" role="status">
                {t('sharing.selectedCount', { count: selection.chosen.length })}
              </Typography>
              <Button
                size="small"
                variant="contained"
                startIcon={<DownloadIcon />}
                onClick={() => setDialog({ kind: 'import', items: [...selection.chosen] })}
              >
                {t('sharing.importSelected')}
              </Button>
            </>
          ) : null}
        </Stack>
      ) : null}
      <PagedTable
        label={label}
        columns={columns}
        rows={rows}
        meta={items.data?._meta}
        rowKey={(d) => d.id}
        list={list}
        loading={items.isFetching}
        error={items.error}
        emptyText={
          list.search || kind ? t('sharing.noMatch') : t(received ? 'sharing.noneReceived' : 'sharing.noneSent')
        }
      />
      {dialog?.kind === 'open' ? (
        <DefinitionDialog
          kind={dialog.item.kind}
          definition={{ ...dialog.item, editable: false }}
          folders={[]}
          // "Copy to my library" opens the import (set before this close, which then keeps it).
          onClose={() => setDialog((current) => (current?.kind === 'open' ? null : current))}
          onCopy={received ? () => setDialog({ kind: 'import', items: [dialog.item] }) : undefined}
          readOnlyText={{
            notice: t(received ? 'sharing.itemReadOnly' : 'sharing.itemSentReadOnly'),
            copy: t('sharing.import'),
          }}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportDialog
          subject={{ kind: 'definitions', items: dialog.items }}
          onClose={() => setDialog(null)}
          onImported={selection.clear}
        />
      ) : null}
    </Stack>
  );
}
