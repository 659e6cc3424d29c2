import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useEffectEvent, useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../errors';
import { useSnackbar } from '../ui/snackbar';
import { localizedZodResolver, type FormSchema } from './resolver';
import { applyServerFieldErrors } from './serverErrors';

interface FormDialogProps<S extends FormSchema, R> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The request body's schema from @stride/contracts. */
  schema: S;
  defaultValues: z.input<S>;
  /** Sends the parsed values (e.g. `api.post('/participants', body)`). */
  submit: (body: z.output<S>) => Promise<R>;
  /** The spec's confirmation, e.g. "Participant added!". */
  successMessage: string;
  /** After the confirmation, e.g. invalidate the list or open the new record. */
  onDone?: (result: R) => void | Promise<void>;
  /** Defaults to Save. */
  submitLabel?: string;
  /** The form's fields (FormTextField and the like). */
  children: ReactNode;
}

/**
 * The portal's one pattern for creating something: a dialog holding a contracts schema form; a 400's
 * field details land on the fields, other failures are told in the dialog with the shared handler's
 * words; success confirms, closes and hands the answer on.
 */
export function FormDialog<S extends FormSchema, R>(props: FormDialogProps<S, R>) {
  const { open, onClose, title, schema, defaultValues, submit, successMessage, onDone, submitLabel, children } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  // Told inside the dialog: while it is open the rest of the page (the snackbar too) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const resolver = useMemo(() => localizedZodResolver(schema, t), [schema, t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const { isSubmitting } = form.formState;

  // Each opening starts from the defaults.
  const reset = useEffectEvent(() => {
    form.reset(defaultValues as DefaultValues<z.input<S>>);
    setFailure(null);
  });
  useEffect(() => {
    if (open) reset();
  }, [open]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await submit(values);
      snackbar.show(successMessage);
      onClose();
      await onDone?.(result);
    } catch (error) {
      if (!applyServerFieldErrors(error, form)) setFailure(errorMessage(error, t));
    }
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure ? <Alert severity="error">{failure}</Alert> : null}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {submitLabel ?? t('form.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
