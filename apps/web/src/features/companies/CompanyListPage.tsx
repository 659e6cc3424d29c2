import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, endpoints, findRoute, type Company } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PagedTable, type Column } from '../../app/lists/PagedTable';
import { SearchField } from '../../app/lists/SearchField';
import { usePagedEndpoint } from '../../app/lists/usePagedEndpoint';
import { useListParams } from '../../app/lists/useListParams';
import { useActor } from '../../app/auth/useActor';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { useFloatingAction } from '../../app/shell/floatingAction';
import { formatDateTime } from '../../app/format/dates';
import { AddCompanyDialog } from './AddCompanyDialog';
import { CompanyAvatar } from './CompanyAvatar';
import { companyListKey } from './companyQueries';

const COMPANIES_ROUTE = findRoute('/company');

/** /company: the companies the user sees (practice staff: their own), searchable and sortable; admins add. */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const list = useListParams({ sort: 'name' });
  const { data, error, isFetching } = usePagedEndpoint(companyListKey, endpoints.companies.list, list);
  const [adding, setAdding] = useState(false);
  const addAction = useMemo(() => ({ label: t('companies.add'), onClick: () => setAdding(true) }), [t]);
  useFloatingAction(can(useActor(), 'company.create', undefined) ? addAction : null);
  const columns = useCompanyColumns();

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {COMPANIES_ROUTE ? titleOf(COMPANIES_ROUTE) : null}
      </Typography>
      <SearchField value={list.search} onChange={list.setSearch} label={t('lists.search')} />
      <PagedTable
        label={t('companies.tableLabel')}
        columns={columns}
        rows={data?.practices}
        meta={data?._meta}
        rowKey={(company) => company.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={t('companies.empty')}
      />
      <AddCompanyDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** The keys of the sortable columns are the server's sort names (COMPANY_SORTS). */
function useCompanyColumns(): Column<Company>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t('companies.name'),
        sortable: true,
        render: (company) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CompanyAvatar company={company} size={32} />
            <Link component={RouterLink} to={`/company/${company.id}/general`}>
              {company.name}
            </Link>
          </Stack>
        ),
      },
      { key: 'staffCount', label: t('companies.staffCount'), align: 'right', render: (company) => company.staffCount },
      {
        key: 'participantsCount',
        label: t('companies.participantsCount'),
        align: 'right',
        render: (company) => company.participantsCount,
      },
      {
        key: 'createdAt',
        label: t('companies.createdAt'),
        sortable: true,
        render: (company) => formatDateTime(company.createdAt),
      },
    ],
    [t],
  );
}
