import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  activityBodySchema,
  exerciseBodySchema,
  seriesBodySchema,
  type Definition,
  type DefinitionBody,
  type DefinitionFolder,
  type DefinitionKind,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api';
import { issueMessage } from '../../../app/forms/resolver';
import {
  DefinitionFields,
  initialValues,
  valuesCandidate,
  valuesFiles,
  valuesIssueText,
  type DefinitionValues,
  type FieldErrors,
} from './DefinitionFields';
import { createDefinition, updateDefinition, type DefinitionFiles } from '../routinesApi';
import { useDefinitionChange } from './useDefinitionChange';
import { LIBRARY_KEY } from '../../library/libraryQueries';

const SCHEMAS = { EXERCISE: exerciseBodySchema, SERIES: seriesBodySchema, ACTIVITY: activityBodySchema } as const;
const ADDED: Record<DefinitionKind, string> = {
  EXERCISE: 'routines.exerciseAdded',
  SERIES: 'routines.circuitAdded',
  ACTIVITY: 'routines.activityAdded',
};

interface FormState extends DefinitionValues {
  folderId: string;
}

function initialState(definition: Definition | undefined, folderId: number | undefined): FormState {
  const folder = definition ? definition.folderId : folderId;
  return { ...initialValues(definition), folderId: folder === null || folder === undefined ? '' : String(folder) };
}

type Errors = FieldErrors;

interface DefinitionDialogProps {
  kind: DefinitionKind;
  /** The definition edited (or viewed, when not editable); none: a new one. */
  definition?: Definition;
  /** The folders of the actor's library, for "Folder". */
  folders: readonly DefinitionFolder[];
  /** A new one goes into this folder unless changed. */
  folderId?: number;
  onClose: () => void;
  /** "Copy to my library" of a read-only definition. */
  onCopy?: (definition: Definition) => void;
  /** A read-only definition's notice and copy button, when not the platform's (a shared one: Import). */
  readOnlyText?: { notice: string; copy: string };
}

/**
 * Creating or editing an exercise, a circuit or an activity with the spec's creation fields; a circuit
 * picks an ordered list of exercises. Media from the media library, a new file (sent multipart with the
 * model, with its progress) or none. Checked by the contracts' schema, sent once with If-Match; the field
 * error of a 400 goes on the field, other failures (a 412: changed meanwhile) are told in the dialog.
 * A definition of the platform's library (read-only to company staff) is shown, not changed. Rendered
 * while open.
 */
export function DefinitionDialog({
  kind,
  definition,
  folders,
  folderId,
  onClose,
  onCopy,
  readOnlyText,
}: DefinitionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const readOnly = definition !== undefined && !definition.editable;
  const [form, setForm] = useState<FormState>(() => initialState(definition, folderId));
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, failure, run } = useDefinitionChange(onClose);
  const disabled = busy || readOnly;
  const ownFolders = folders.filter((f) => f.editable);

  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const setNumber = (name: keyof FormState['numbers'], value: string) => {
    setForm((previous) => ({ ...previous, numbers: { ...previous.numbers, [name]: value } }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  /** The body from the form, or the errors by field. */
  const build = (): { body: DefinitionBody; files: DefinitionFiles } | { errors: Errors } => {
    const { candidate: values, errors: found } = valuesCandidate(form, kind, t);
    const candidate = { ...values, folderId: form.folderId ? Number(form.folderId) : null };
    const parsed = SCHEMAS[kind].safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'title');
        found[name] ??= valuesIssueText(name, () => issueMessage(issue, t), t);
      }
    }
    if (Object.keys(found).length > 0 || !parsed.success) return { errors: found };
    return { body: parsed.data as DefinitionBody, files: valuesFiles(form) };
  };

  const save = async () => {
    const built = build();
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    const { body, files } = built;
    const uploading = Boolean(files.file || files.additionalFile);
    setProgress(uploading ? 0 : null);
    await run(
      () =>
        definition
          ? updateDefinition(definition, body, files)
          : createDefinition(kind, body, files, {
              onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
            }),
      t(definition ? 'routines.saved' : ADDED[kind]),
      {
        // An upload made a media library file: the media library's queries refresh too.
        alsoReload: uploading ? LIBRARY_KEY : undefined,
        onFailure: (error) => {
          setProgress(null);
          if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return false;
          const placed: Errors = {};
          for (const detail of error.details) {
            const name = detail.path.replace(/^(body|model)\./, '').split('.')[0] ?? '';
            if (name && name !== 'model') placed[name] ??= detail.message;
          }
          setErrors(placed);
          return Object.keys(placed).length > 0;
        },
      },
    );
  };

  const dialogTitle = readOnly
    ? definition.title
    : definition
      ? t(`routines.editTitle.${kind}`)
      : t(`routines.new.${kind}`);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void save();
        }}
      >
        <DialogTitle id={titleId}>{dialogTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {readOnly ? <Alert severity="info">{readOnlyText?.notice ?? t('routines.readOnlyNotice')}</Alert> : null}
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <DefinitionFields
              kind={kind}
              values={form}
              errors={errors}
              disabled={disabled}
              autoFocus={!readOnly}
              onChange={set}
              onNumber={setNumber}
            />
            {readOnly ? null : (
              <TextField
                select
                fullWidth
                label={t('routines.fieldFolder')}
                value={form.folderId}
                disabled={disabled}
                onChange={(event) => set('folderId', event.target.value)}
                error={Boolean(errors.folderId)}
                helperText={errors.folderId}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('routines.noFolder')}</MenuItem>
                {ownFolders.map((f) => (
                  <MenuItem key={f.id} value={String(f.id)}>
                    {f.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {busy && progress !== null ? (
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('routines.uploadProgress', { percent: progress })}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {readOnly ? (
            onCopy ? (
              <Button
                variant="contained"
                onClick={() => {
                  onCopy(definition);
                  onClose();
                }}
              >
                {readOnlyText?.copy ?? t('routines.actionCopyToMine')}
              </Button>
            ) : null
          ) : (
            <Button type="submit" variant="contained" loading={busy}>
              {definition ? t('form.save') : t('routines.create')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
