import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { updateProgramBodySchema, type Program, type UpdateProgramBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { ProgramFields } from './ProgramFields';
import { parseProgram, PROGRAMS_KEY } from './programQueries';
import { useLastShown } from './useLastShown';

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updateProgramBodySchema,
    resource: program,
    toValues,
    path: `/programs/${program.id}`,
    parse: parseProgram,
    queryKey: [...PROGRAMS_KEY, 'one', program.id],
    successMessage: (tNow) => tNow('companies.programUpdated'),
    onSaved: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    },
  });
  return (
    <FormProvider {...state.form}>
      <form noValidate onSubmit={(event) => void state.onSubmit(event)}>
        <DialogContent>
          <fieldset disabled={state.saving} style={FIELDSET}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <ProgramFields />
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state.saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!state.canSave} loading={state.saving}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
