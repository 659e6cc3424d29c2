import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../app/lists/FilterSelect';
import { SearchField } from '../../app/lists/SearchField';
import type { ListParamsApi } from '../../app/lists/useListParams';
import { useAuditDictionary } from './auditQueries';

const DATE = { inputLabel: { shrink: true } } as const;

/** The filters' names in the address and the calls (auditFilterSchema). */
export const FILTER = {
  operation: 'operation',
  entityType: 'entityType',
  from: 'from',
  to: 'to',
  traceId: 'traceId',
  actor: 'actor',
  participant: 'participant',
} as const;

/** The log's filters, all kept in the address (useListParams): choices, dates, trace id, text, and the chips of an actor or participant picked in the table. */
export function AuditFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation();
  const operations = useAuditDictionary('operations').data ?? [];
  const types = useAuditDictionary('types').data ?? [];
  const f = list.filters;
  const options = (items: { id: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
  const chip = (key: 'actor' | 'participant', label: string) =>
    f[key] ? <Chip label={label} onDelete={() => list.setFilter(key, undefined)} /> : null;
  const any = Object.keys(f).length > 0 || list.search !== '';

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField value={list.search} onChange={list.setSearch} label={t('audit.search')} />
      <FilterSelect
        label={t('audit.operation')}
        value={f.operation ?? ''}
        options={options(operations)}
        allLabel={t('audit.all')}
        onChange={(v) => list.setFilter(FILTER.operation, v)}
        showAll
      />
      <FilterSelect
        label={t('audit.entityType')}
        value={f.entityType ?? ''}
        options={options(types)}
        allLabel={t('audit.all')}
        onChange={(v) => list.setFilter(FILTER.entityType, v)}
        showAll
      />
      <TextField
        type="date"
        size="small"
        label={t('audit.from')}
        value={f.from ?? ''}
        onChange={(e) => list.setFilter(FILTER.from, e.target.value)}
        slotProps={DATE}
      />
      <TextField
        type="date"
        size="small"
        label={t('audit.to')}
        value={f.to ?? ''}
        onChange={(e) => list.setFilter(FILTER.to, e.target.value)}
        slotProps={DATE}
      />
      <TextField
        size="small"
        label={t('audit.traceId')}
        defaultValue={f.traceId ?? ''}
        key={f.traceId ?? ''}
        onKeyDown={(e) => {
          if (e.key === 'Enter') list.setFilter(FILTER.traceId, (e.target as HTMLInputElement).value.trim());
        }}
        onBlur={(e) => list.setFilter(FILTER.traceId, e.target.value.trim())}
      />
      {chip('actor', t('audit.actorFilter', { id: f.actor }))}
      {chip('participant', t('audit.participantFilter', { id: f.participant }))}
      {any ? (
        <Button size="small" onClick={list.clearFilters}>
          {t('audit.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
