import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, endpoints, type Program } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagedTable } from '../../app/lists/PagedTable';
import { SearchField } from '../../app/lists/SearchField';
import { useActor } from '../../app/auth/useActor';
import { usePagedEndpoint } from '../../app/lists/usePagedEndpoint';
import { useListParams } from '../../app/lists/useListParams';
import { useFloatingAction } from '../../app/shell/floatingAction';
import { AddProgramDialog } from './AddProgramDialog';
import { AssignProgramsDialog } from './AssignProgramsDialog';
import { useCompany } from '../companies/companyQueries';
import { DeleteProgramDialog } from './DeleteProgramDialog';
import { EditProgramDialog } from './EditProgramDialog';
import { useProgramColumns } from './programColumns';
import { ProgramProfilesDialog } from './ProgramProfilesDialog';
import { StatusFilter } from '../companies/StatusFilter';
import { programListKey } from './programQueries';

type Open = { kind: 'manage' | 'edit' | 'remove'; program: Program } | null;

/** /company/{id}/programs (company admins): the company's programs, who follows them, and bulk assignment. */
export default function CompanyProgramsPage() {
  const { t } = useTranslation();
  const companyId = Number(useParams().id);
  const actor = useActor();
  if (!actor) return null;
  if (!can(actor, 'company.writePrograms', { id: companyId }))
    return <Alert severity="info">{t('notFound.text')}</Alert>;
  return <ProgramsList companyId={companyId} />;
}

function ProgramsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = useCompany(companyId).data;
  const list = useListParams();
  const { data, error, isFetching } = usePagedEndpoint(programListKey(companyId), endpoints.programs.list, list, {
    extraQuery: { companyId },
  });
  const [adding, setAdding] = useState(false);
  const [assigningAll, setAssigningAll] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const addAction = useMemo(() => ({ label: t('companies.addProgram'), onClick: () => setAdding(true) }), [t]);
  useFloatingAction(addAction);
  const actions = useMemo(
    () => ({
      manage: (program: Program) => setOpen({ kind: 'manage', program }),
      edit: (program: Program) => setOpen({ kind: 'edit', program }),
      remove: (program: Program) => setOpen({ kind: 'remove', program }),
    }),
    [],
  );
  const columns = useProgramColumns(actions);
  const close = () => setOpen(null);
  const openFor = (kind: 'manage' | 'edit' | 'remove') => (open?.kind === kind ? open.program : null);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('lists.search')} />
        <StatusFilter
          list={list}
          labels={{ active: t('companies.activeOnly'), inactive: t('companies.inactiveOnly') }}
        />
        <Button
          variant="outlined"
          startIcon={<PlaylistAddCheckIcon />}
          onClick={() => setAssigningAll(true)}
          sx={{ ml: { md: 'auto !important' } }}
        >
          {t('companies.assignAll')}
        </Button>
      </Stack>
      <PagedTable
        label={t('companies.programsLabel', { name: company?.name ?? '' })}
        columns={columns}
        rows={data?.programs}
        meta={data?._meta}
        rowKey={(program) => program.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={t('companies.programsEmpty')}
      />
      <AddProgramDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} />
      <AssignProgramsDialog companyId={companyId} open={assigningAll} onClose={() => setAssigningAll(false)} />
      <ProgramProfilesDialog program={openFor('manage')} onClose={close} />
      <EditProgramDialog program={openFor('edit')} onClose={close} />
      <DeleteProgramDialog program={openFor('remove')} onClose={close} />
    </Stack>
  );
}
