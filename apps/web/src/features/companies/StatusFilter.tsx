import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '../../app/lists/useListParams';

/** The list call's `active` parameter, kept in the address. */
const ACTIVE_FILTER = 'active';
const YES = String(true);
const NO = String(false);

/** "Any status" shows as a value, not as an empty field under its label. */
export const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Any status, active only or inactive only (`active=true|false`). */
export function StatusFilter({ list, labels }: { list: ListParamsApi; labels: { active: string; inactive: string } }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('companies.status')}
      value={list.filters[ACTIVE_FILTER] ?? ''}
      onChange={(event) => list.setFilter(ACTIVE_FILTER, event.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={SHOW_EMPTY}
    >
      <MenuItem value="">{t('companies.anyStatus')}</MenuItem>
      <MenuItem value={YES}>{labels.active}</MenuItem>
      <MenuItem value={NO}>{labels.inactive}</MenuItem>
    </TextField>
  );
}
