import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api';
import { issueMessage } from './resolver';
import { useDialogChange } from './useDialogChange';

interface TextFieldDialogProps {
  title: string;
  label: string;
  initial: string;
  /** The field's rule from @stride/contracts (e.g. the body schema's `name`). */
  schema: z.ZodType<string, string>;
  /** Sends the trimmed value. */
  submit: (value: string) => Promise<unknown>;
  /** The spec's confirmation, e.g. "Folder edited!". */
  successMessage: string;
  /** The failure in the server's words alone (spec 001 section 8: a title change shows no retry). */
  noRetry?: boolean;
  submitLabel?: string;
  /** The queries a success reloads (the library's, the exercise library's). */
  reloadKey: QueryKey;
  /** After the confirmation and the closing, before the reload. */
  onDone?: () => void;
  onClose: () => void;
}

/**
 * One text to enter or change (a folder's name, a file's title): checked by the contracts' rule, sent
 * once; the field error of a 400 goes on the field, any other failure is told in the dialog (a modal hides
 * the snackbar from assistive technology); success confirms, closes and reloads the queries under `reloadKey`.
 * Rendered while open: each opening starts from `initial`.
 */
export function TextFieldDialog(props: TextFieldDialogProps) {
  const { title, label, initial, schema, submit, successMessage, noRetry, submitLabel, reloadKey, onDone, onClose } =
    props;
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, failure, run } = useDialogChange(onClose, reloadKey);

  const save = async () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0] ? issueMessage(parsed.error.issues[0], t) : t('form.invalid'));
      return;
    }
    setFieldError(null);
    await run(() => submit(parsed.data), successMessage, {
      noRetry,
      onDone,
      onFailure: (error) => {
        const detail = error instanceof ApiError && error.status === 400 ? error.details?.[0]?.message : undefined;
        if (detail) setFieldError(detail);
        return Boolean(detail);
      },
      // A 412 or 404: the folder changed meanwhile; show it as it is now.
      reloadOnFailure: (error) => error instanceof ApiError && error.status !== 400,
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <TextField
            autoFocus
            fullWidth
            required
            label={label}
            value={value}
            disabled={busy}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            disabled={value.trim() === initial.trim() && initial !== ''}
          >
            {submitLabel ?? t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
