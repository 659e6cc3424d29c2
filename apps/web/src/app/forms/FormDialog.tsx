import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useEffectEvent, useId, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../errors';
import { useSnackbar } from '../ui/snackbar';
import { FormFailure } from './formFailure';
import { localizedZodResolver, type FormSchema } from './resolver';
import { applyServerFieldErrors } from './serverErrors';

interface FormDialogProps<S extends FormSchema, R> {
  /** Defaults to true: a dialog rendered only while open. */
  open?: boolean;
  onClose: () => void;
  title: string;
  /** Above the fields and the failure: what the dialog is about (e.g. the swap an entry is for, a hint). */
  description?: ReactNode;
  /**
   * The request body's schema from @stride/contracts, or the form's own built from its rules (its own
   * messages through `localized()`), whose output is what `submit` sends.
   */
  schema: S;
  defaultValues: z.input<S>;
  /**
   * Sends the parsed values (e.g. `api.post('/participants', body)`). May throw a `FormFailure` to tell
   * a failure in the portal's words without sending.
   */
  submit: (body: z.output<S>) => Promise<R>;
  /** The spec's confirmation, e.g. "Participant added!"; absent when `submit` confirms itself (or nothing is to). */
  successMessage?: string;
  /** After the confirmation, e.g. invalidate the list or open the new record. */
  onDone?: (result: R) => void | Promise<void>;
  /** After a failure is told, e.g. reload to show the data as it is now. */
  onFailure?: (error: unknown) => void;
  /** Defaults to Save. */
  submitLabel?: string;
  /** Full screen on a phone (below the `sm` breakpoint): a long form or a list to choose from. */
  fullScreenOnPhone?: boolean;
  /** Defaults to `sm`. */
  maxWidth?: 'xs' | 'sm';
  /** When the rules are checked: at the submit (the default), or as the user types too. */
  mode?: 'onSubmit' | 'onChange';
  /** The form's fields (FormTextField and the like). */
  children: ReactNode;
}

/**
 * The portal's one pattern for creating or changing something: a dialog holding a schema form; a 400's
 * field details land on the fields, other failures are told in the dialog with the shared handler's
 * words; success confirms, closes and hands the answer on. A failure that belongs to no field is the
 * form's `root` error (a field may set one too, e.g. a refused file): told at the top, gone at the next submit.
 */
export function FormDialog<S extends FormSchema, R>(props: FormDialogProps<S, R>) {
  const { open = true, onClose, title, description, schema, defaultValues, submit, successMessage } = props;
  const { onDone, onFailure, submitLabel, fullScreenOnPhone, maxWidth = 'sm', mode, children } = props;
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const resolver = useMemo(() => localizedZodResolver(schema, t), [schema, t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const { isSubmitting, errors } = form.formState;
  // Told inside the dialog: while it is open the rest of the page (the snackbar too) is hidden from screen readers.
  const failure = errors.root?.message;

  // Each opening starts from the defaults.
  const reset = useEffectEvent(() => form.reset(defaultValues as DefaultValues<z.input<S>>));
  useEffect(() => {
    if (open) reset();
  }, [open]);

  // A submit clears the root error (react-hook-form's own rule).
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await submit(values);
      if (successMessage) snackbar.show(successMessage);
      onClose();
      await onDone?.(result);
    } catch (error) {
      if (error instanceof FormFailure) form.setError('root', { type: 'failure', message: error.message });
      else if (!applyServerFieldErrors(error, form))
        form.setError('root', { type: 'failure', message: errorMessage(error, t) });
      onFailure?.(error);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={Boolean(fullScreenOnPhone) && phone}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {description}
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
