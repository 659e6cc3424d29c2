import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { endpoints, updateProgramBodySchema, type Program, type UpdateProgramBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { VersionedDialogForm } from '../../app/forms/VersionedForm';
import { ProgramFields } from './ProgramFields';
import { getProgram, PROGRAMS_KEY } from './programQueries';
import { useLastShown } from '../companies/useLastShown';

const toValues = ({ name, description, active }: Program): UpdateProgramBody => ({ name, description, active });

/** Edit program: saved with If-Match (412: reload, retry once with the fields changed here), 'Program updated!'. */
export function EditProgramDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useLastShown(program);
  return (
    <Dialog open={program !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('companies.editProgramTitle')}</DialogTitle>
      {shown ? <EditForm key={shown.id} program={shown} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ program, onClose }: { program: Program; onClose: () => void }) {
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updateProgramBodySchema,
    resource: program,
    toValues,
    save: (body, version) => callEndpoint(endpoints.programs.update, { params: { id: program.id }, body, version }),
    reload: () => getProgram(program.id),
    queryKey: [...PROGRAMS_KEY, 'one', program.id],
    successMessage: (tNow) => tNow('companies.programUpdated'),
    onSaved: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    },
  });
  return (
    <VersionedDialogForm state={state} onCancel={onClose}>
      <ProgramFields />
    </VersionedDialogForm>
  );
}
