import { createProgramBodySchema, endpoints, type CreateProgramBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../app/api';
import { FormDialog } from '../../app/forms/FormDialog';
import { ProgramFields } from './ProgramFields';
import { PROGRAMS_KEY } from './programQueries';

type Values = z.input<typeof createProgramBodySchema>;

/** Add program: name, description, active; for the company of the page. */
export function AddProgramDialog({
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
  const empty: Values = { name: '', description: '', active: true, companyId };
  const create = (body: CreateProgramBody) => callEndpoint(endpoints.programs.create, { body });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companies.addProgramTitle')}
      schema={createProgramBodySchema}
      defaultValues={empty}
      submit={create}
      successMessage={t('companies.programCreated')}
      onDone={() => queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY })}
    >
      <ProgramFields />
    </FormDialog>
  );
}
