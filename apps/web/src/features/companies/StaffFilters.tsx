import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PRACTICE_ROLES } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '../../app/lists/useListParams';
import { SearchField } from '../../app/lists/SearchField';
import { SHOW_EMPTY, StatusFilter } from './StatusFilter';

/** The list call's `role` parameter, kept in the address. */
const ROLE_FILTER = 'role';

/** The staff list's search (name, e-mail), role and status: the filters GET /practices/{id}/users takes. */
export function StaffFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SearchField value={list.search} onChange={list.setSearch} label={t('lists.search')} />
      <TextField
        select
        size="small"
        label={t('companies.role')}
        value={list.filters[ROLE_FILTER] ?? ''}
        onChange={(event) => list.setFilter(ROLE_FILTER, event.target.value)}
        sx={{ minWidth: 200 }}
        slotProps={SHOW_EMPTY}
      >
        <MenuItem value="">{t('companies.allRoles')}</MenuItem>
        {PRACTICE_ROLES.map((role) => (
          <MenuItem key={role} value={String(role)}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <StatusFilter list={list} labels={{ active: t('common.active'), inactive: t('common.inactive') }} />
    </Stack>
  );
}
