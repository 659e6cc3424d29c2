import Stack from '@mui/material/Stack';
import { PRACTICE_ROLES } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../app/lists/FilterSelect';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { SearchField } from '../../../app/lists/SearchField';
import { StatusFilter } from '../StatusFilter';

/** The list call's `role` parameter, kept in the address. */
const ROLE_FILTER = 'role';

/** The staff list's search (name, e-mail), role and status: the filters GET /practices/{id}/users takes. */
export function StaffFilters({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SearchField value={list.search} onChange={list.setSearch} label={t('lists.search')} />
      <FilterSelect
        label={t('companies.role')}
        value={list.filters[ROLE_FILTER] ?? ''}
        options={PRACTICE_ROLES.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
        allLabel={t('companies.allRoles')}
        onChange={(value) => list.setFilter(ROLE_FILTER, value)}
        minWidth={200}
        showAll
      />
      <StatusFilter list={list} labels={{ active: t('common.active'), inactive: t('common.inactive') }} />
    </Stack>
  );
}
