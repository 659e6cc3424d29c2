import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { assignCompanyProgramsBodySchema, endpoints, type AssignCompanyProgramsBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../app/api';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { PARTICIPANTS_KEY, PROGRAMS_KEY, useActivePrograms } from './programQueries';

type Values = z.input<typeof assignCompanyProgramsBodySchema>;
const EMPTY: Values = { programs: [] };

/** "Assign programs to all participants": the chosen programs are added to every participant of the company. */
export function AssignProgramsDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const programs = useActivePrograms(companyId, open).data ?? [];
  const nameOf = new Map(programs.map((program) => [program.id, program.name]));
  const assign = (body: AssignCompanyProgramsBody) =>
    callEndpoint(endpoints.programs.assignToParticipants, { params: { id: companyId }, body });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companies.assignAll')}
      schema={assignCompanyProgramsBodySchema}
      defaultValues={EMPTY}
      submit={assign}
      submitLabel={t('companies.assign')}
      successMessage={t('companies.programsAssigned')}
      onDone={async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
          queryClient.invalidateQueries({ queryKey: PARTICIPANTS_KEY }),
        ]);
      }}
    >
      <Typography color="text.secondary">{t('companies.assignAllHint')}</Typography>
      <FormTextField<Values>
        name="programs"
        label={t('companies.programsField')}
        select
        required
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as number[]).map((id) => nameOf.get(id) ?? String(id)).join(', '),
          },
        }}
      >
        {programs.map((program) => (
          <MenuItem key={program.id} value={program.id}>
            {program.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
