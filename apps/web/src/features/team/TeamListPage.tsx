import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, endpoints, findRoute, PLATFORM_ROLES, Role, type StaffUser } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '../../app/lists/FilterSelect';
import { PagedTable, type Column } from '../../app/lists/PagedTable';
import { SearchField } from '../../app/lists/SearchField';
import { useActor } from '../../app/auth/useActor';
import { usePagedEndpoint } from '../../app/lists/usePagedEndpoint';
import { useListParams, type ListParamsApi } from '../../app/lists/useListParams';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { useFloatingAction } from '../../app/shell/floatingAction';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { AddTeamUserDialog } from './AddTeamUserDialog';
import { formatDateTime } from '../../app/format/dates';
import { fullName, teamListKey } from './teamQueries';

const TEAM_ROUTE = findRoute('/bhusers');
/** The list call's `role` parameter, kept in the address. */
const ROLE_FILTER = 'role';

/** /bhusers: the platform team (spec 000, "product name plus Team"), searchable, sortable, by role. */
export default function TeamListPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const list = useListParams({ sort: 'lastName' });
  const { data, error, isFetching } = usePagedEndpoint(teamListKey, endpoints.team.list, list);
  // Admins add team members (consultants; only the owner adds admins).
  const mayAdd = can(useActor(), 'teamMember.create', { userId: 0, roleId: Role.Consultant });
  const [adding, setAdding] = useState(false);
  const addAction = useMemo(() => ({ label: t('team.add'), onClick: () => setAdding(true) }), [t]);
  useFloatingAction(mayAdd ? addAction : null);
  const columns = useTeamColumns();

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {TEAM_ROUTE ? titleOf(TEAM_ROUTE) : null}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('lists.search')} />
        <RoleFilter list={list} />
      </Stack>
      <PagedTable
        label={t('team.tableLabel')}
        columns={columns}
        rows={data?.users}
        meta={data?._meta}
        rowKey={(user) => user.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={t('team.empty')}
      />
      <AddTeamUserDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

function RoleFilter({ list }: { list: ListParamsApi }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('team.role')}
      value={list.filters[ROLE_FILTER] ?? ''}
      options={PLATFORM_ROLES.map((role) => ({ value: String(role), label: t(`roles.${role}`) }))}
      allLabel={t('team.allRoles')}
      onChange={(value) => list.setFilter(ROLE_FILTER, value)}
      minWidth={200}
      showAll
    />
  );
}

function useTeamColumns(): Column<StaffUser>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'lastName',
        label: t('team.name'),
        sortable: true,
        render: (user) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar picture={user.thumbnailUrl} firstName={user.firstName} lastName={user.lastName} size={32} />
            <Link component={RouterLink} to={`/bhusers/${user.id}/general`}>
              {fullName(user)}
            </Link>
          </Stack>
        ),
      },
      { key: 'email', label: t('team.email'), sortable: true, render: (user) => user.email },
      { key: 'role', label: t('team.role'), sortable: true, render: (user) => t(`roles.${user.roleId}`) },
      {
        key: 'status',
        label: t('team.status'),
        render: (user) => (user.isActive ? t('common.active') : t('common.inactive')),
      },
      {
        key: 'lastLoginAt',
        label: t('team.lastSignIn'),
        sortable: true,
        render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('team.neverSignedIn')),
      },
    ],
    [t],
  );
}
