import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { can, endpoints, type StaffUser } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { useActor } from '../../../app/auth/useActor';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { useListParams } from '../../../app/lists/useListParams';
import { useFloatingAction } from '../../../app/shell/floatingAction';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { formatDateTime } from '../../../app/format/dates';
import { AddCompanyUserDialog } from './AddCompanyUserDialog';
import { companyStaffKey, fullName, useCompany } from '../companyQueries';
import { EditCompanyUserDialog } from './EditCompanyUserDialog';
import { StaffFilters } from './StaffFilters';
import { SurveySwitch } from './SurveySwitch';

/** /company/{id}/staff (Team): the company's staff, filtered and paged; admins and its company admin add and edit. */
export default function CompanyStaffPage() {
  const { t } = useTranslation();
  const companyId = Number(useParams().id);
  const actor = useActor();
  if (!actor) return null;
  const company = { id: companyId };
  if (!can(actor, 'company.readStaff', company)) return <Alert severity="info">{t('companies.staffHidden')}</Alert>;
  return (
    <StaffList companyId={companyId} editable={can(actor, 'company.update', company)} actorUserId={actor.userId} />
  );
}

function StaffList({
  companyId,
  editable,
  actorUserId,
}: {
  companyId: number;
  editable: boolean;
  actorUserId: number;
}) {
  const { t } = useTranslation();
  const company = useCompany(companyId).data;
  const list = useListParams();
  const { data, error, isFetching } = usePagedEndpoint(
    [...companyStaffKey(companyId), 'list'],
    endpoints.companies.listUsers,
    list,
    { params: { id: companyId } },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const addAction = useMemo(() => ({ label: t('companies.addUser'), onClick: () => setAdding(true) }), [t]);
  useFloatingAction(editable ? addAction : null);
  const columns = useStaffColumns(companyId, editable, setEditing);

  return (
    <Stack spacing={2}>
      <StaffFilters list={list} />
      <PagedTable
        label={t('companies.staffLabel', { name: company?.name ?? '' })}
        columns={columns}
        rows={data?.users}
        meta={data?._meta}
        rowKey={(user) => user.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={t('companies.staffEmpty')}
      />
      <AddCompanyUserDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} />
      <EditCompanyUserDialog
        companyId={companyId}
        userId={editing}
        actorUserId={actorUserId}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function useStaffColumns(companyId: number, editable: boolean, edit: (userId: number) => void): Column<StaffUser>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column<StaffUser>[] = [
      {
        key: 'name',
        label: t('companies.name'),
        render: (user) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar
              picture={user.thumbnailUrl}
              firstName={user.firstName}
              lastName={user.lastName}
              size={32}
              decorative
            />
            <span>{fullName(user)}</span>
          </Stack>
        ),
      },
      { key: 'email', label: t('companies.email'), render: (user) => user.email },
      { key: 'role', label: t('companies.role'), render: (user) => t(`roles.${user.roleId}`) },
      {
        key: 'status',
        label: t('companies.status'),
        render: (user) => (user.isActive ? t('common.active') : t('common.inactive')),
      },
      {
        key: 'surveyAvailable',
        label: t('companies.surveyAvailable'),
        render: (user) => <SurveySwitch companyId={companyId} user={user} editable={editable} />,
      },
      {
        key: 'lastLoginAt',
        label: t('companies.lastSignIn'),
        render: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('companies.neverSignedIn')),
      },
    ];
    if (editable)
      columns.push({
        key: 'actions',
        label: t('companies.actions'),
        card: 'action',
        align: 'right',
        render: (user) => (
          <IconButton aria-label={t('companies.editUser', { name: fullName(user) })} onClick={() => edit(user.id)}>
            <EditIcon />
          </IconButton>
        ),
      });
    return columns;
  }, [t, companyId, editable, edit]);
}
