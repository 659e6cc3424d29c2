import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Definition, DefinitionFolder } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../app/lists/PagedTable';
import { DefinitionActions, type DefinitionAction } from './DefinitionActions';
import { DefinitionThumbnail } from './DefinitionThumbnail';

interface ColumnOptions {
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  folders: readonly DefinitionFolder[] | undefined;
  canCopy: boolean;
  onAction: (action: DefinitionAction, definition: Definition) => void;
}

/** The media's state: processing (the list reloads after 5, 25 and 60 s), ready, failed, or none. */
export function MediaState({ definition }: { definition: Definition }) {
  const { t } = useTranslation();
  const media = [definition.media, definition.additionalMedia].filter((m) => m !== null);
  if (media.length === 0) return null;
  const failed = media.some((m) => m.processingStatus === 'failed');
  const processing = definition.processing || media.some((m) => m.processing);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={failed ? 'error' : processing ? 'default' : 'success'}
      label={t(failed ? 'routines.stateFailed' : processing ? 'routines.stateProcessing' : 'routines.stateReady')}
    />
  );
}

/** The exercise library's columns (the server orders by title). */
export function useDefinitionColumns(options: ColumnOptions): Column<Definition>[] {
  const { t } = useTranslation();
  const { selected, onSelect, folders, canCopy, onAction } = options;
  return useMemo((): Column<Definition>[] => {
    const folderTitle = new Map((folders ?? []).map((f) => [f.id, f.title]));
    return [
      {
        key: 'select',
        label: t('routines.columnSelect'),
        card: 'lead',
        render: (d) => (
          <Checkbox
            size="small"
            checked={selected.has(d.id)}
            onChange={(event) => onSelect(d.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('routines.selectOne', { title: d.title }) } }}
          />
        ),
      },
      {
        key: 'title',
        label: t('routines.columnTitle'),
        card: 'primary',
        render: (d) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
            <DefinitionThumbnail definition={d} />
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => onAction('open', d)}
              aria-label={t(d.editable ? 'routines.editNamed' : 'routines.viewNamed', { title: d.title })}
              sx={{ textAlign: 'left', wordBreak: 'break-word' }}
            >
              {d.title}
            </Link>
          </Stack>
        ),
      },
      { key: 'kind', label: t('routines.columnKind'), render: (d) => t(`routines.kind.${d.kind}`) },
      {
        key: 'folder',
        label: t('routines.columnFolder'),
        render: (d) => (d.folderId === null ? '' : (folderTitle.get(d.folderId) ?? '')),
      },
      { key: 'state', label: t('routines.columnState'), render: (d) => <MediaState definition={d} /> },
      {
        key: 'library',
        label: t('routines.columnLibrary'),
        // The platform's library is the platform team's own (editable) and read-only to a company's staff.
        render: (d) =>
          d.companyId !== null ? (
            t('routines.libraryMine')
          ) : d.editable ? (
            t('routines.libraryPlatform')
          ) : (
            <Chip size="small" color="secondary" variant="outlined" label={t('routines.libraryPlatformReadOnly')} />
          ),
      },
      {
        key: 'actions',
        label: t('routines.columnActions'),
        card: 'action',
        align: 'right',
        render: (d) => <DefinitionActions definition={d} canCopy={canCopy} onAction={onAction} />,
      },
    ];
  }, [t, selected, onSelect, folders, canCopy, onAction]);
}
