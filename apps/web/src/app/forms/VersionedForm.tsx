import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from './resolver';
import type { VersionedFormState } from './useVersionedForm';

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

interface VersionedFormProps<S extends FormSchema> {
  state: VersionedFormState<S>;
  children: ReactNode;
  /** Defaults to Save. */
  submitLabel?: string;
}

/** The frame of a useVersionedForm form: fields disabled while saving, Save enabled once something changed. */
export function VersionedForm<S extends FormSchema>({ state, children, submitLabel }: VersionedFormProps<S>) {
  const { t } = useTranslation();
  return (
    <FormProvider {...state.form}>
      <form noValidate onSubmit={(event) => void state.onSubmit(event)}>
        <fieldset disabled={state.saving} style={FIELDSET}>
          <Stack spacing={2}>
            {children}
            <Box>
              <Button type="submit" variant="contained" disabled={!state.canSave} loading={state.saving}>
                {submitLabel ?? t('form.save')}
              </Button>
            </Box>
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}

/** The same frame inside a dialog (after its DialogTitle): Cancel beside Save. */
export function VersionedDialogForm<S extends FormSchema>({
  state,
  children,
  onCancel,
}: {
  state: VersionedFormState<S>;
  children: ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormProvider {...state.form}>
      <form noValidate onSubmit={(event) => void state.onSubmit(event)}>
        <DialogContent>
          <fieldset disabled={state.saving} style={FIELDSET}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={state.saving}>
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
