import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../app/lists/FilterSelect';
import type { ListParamsApi } from '../../app/lists/useListParams';

/** The list call's `active` parameter, kept in the address. */
const ACTIVE_FILTER = 'active';

/** Any status, active only or inactive only (`active=true|false`). */
export function StatusFilter({ list, labels }: { list: ListParamsApi; labels: { active: string; inactive: string } }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('companies.status')}
      value={list.filters[ACTIVE_FILTER] ?? ''}
      options={[
        { value: String(true), label: labels.active },
        { value: String(false), label: labels.inactive },
      ]}
      allLabel={t('companies.anyStatus')}
      onChange={(value) => list.setFilter(ACTIVE_FILTER, value)}
      showAll
    />
  );
}
