import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  createCalendarItemBodySchema,
  updateCalendarItemBodySchema,
  type CalendarItem,
  type CreateCalendarItemBody,
  type UpdateCalendarItemBody,
  type DefinitionKind,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { formatDateTime } from '../../app/format/dates';
import { useDialogChange } from '../../app/forms/useDialogChange';
import { issueMessage } from '../../app/forms/resolver';
import { LIBRARY_KEY } from '../library/libraryQueries';
import {
  DefinitionFields,
  initialValues,
  valuesCandidate,
  valuesFiles,
  valuesIssueText,
  type DefinitionValues,
  type FieldErrors,
} from '../routines/definitions/DefinitionFields';
import type { DefinitionFiles } from '../routines/routinesApi';
import { createItem, moveItem, updateItem } from './calendarApi';
import { formatDay } from '../../app/format/days';
import { calendarKey } from './calendarQueries';

export const ADDED: Record<DefinitionKind, string> = {
  EXERCISE: 'routines.exerciseAdded',
  SERIES: 'routines.circuitAdded',
  ACTIVITY: 'routines.activityAdded',
};

const REPEAT_FIELDS = ['every', 'times'] as const;
type Errors = FieldErrors;

interface FormState extends DefinitionValues {
  date: string;
  repeat: boolean;
  every: string;
  times: string;
}

function initialState(item: CalendarItem | undefined, date: string): FormState {
  return { ...initialValues(item), date: item?.date ?? date, repeat: false, every: '7', times: '4' };
}

/**
 * An item of the participant's calendar: a new one-off item of a kind (its values, media from the media
 * library or a file, optionally repeated every N days, M times), or an item placed before, opened to read
 * and change its values (PUT with If-Match; its definition never changes) or its day (the move call), to
 * duplicate or delete it. A 400's field errors go on the fields; other failures are told in the dialog.
 */
export function CalendarItemDialog({
  userId,
  kind,
  item,
  date,
  onClose,
  onDuplicate,
  onDelete,
}: {
  userId: number;
  kind: DefinitionKind;
  /** The item opened; none: a new one-off item on `date`. */
  item?: CalendarItem;
  date: string;
  onClose: () => void;
  onDuplicate?: (item: CalendarItem) => void;
  onDelete?: (item: CalendarItem) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [form, setForm] = useState<FormState>(() => initialState(item, date));
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, failure, run } = useDialogChange(onClose, calendarKey(userId), (error) => error instanceof ApiError);

  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const setNumber = (name: keyof FormState['numbers'], value: string) => {
    setForm((previous) => ({ ...previous, numbers: { ...previous.numbers, [name]: value } }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const build = ():
    { errors: Errors } | { body: CreateCalendarItemBody | UpdateCalendarItemBody; files: DefinitionFiles } => {
    const { candidate: values, errors: found } = valuesCandidate(form, kind, t);
    const parsed = item
      ? updateCalendarItemBodySchema.safeParse(values)
      : createCalendarItemBodySchema.safeParse({
          ...values,
          date: form.date,
          repeat: form.repeat ? { every: Number(form.every), times: Number(form.times) } : null,
        });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] === 'repeat' ? String(issue.path[1] ?? 'every') : String(issue.path[0] ?? 'title');
        found[name] ??= valuesIssueText(
          name,
          () =>
            name === 'date'
              ? t('calendar.chooseDay')
              : name === 'every'
                ? t('calendar.repeatEveryRange')
                : name === 'times'
                  ? t('calendar.repeatTimesRange')
                  : issueMessage(issue, t),
          t,
        );
      }
    }
    if (item && !/^\d{4}-\d{2}-\d{2}$/.test(form.date)) found.date = t('calendar.chooseDay');
    if (Object.keys(found).length > 0 || !parsed.success) return { errors: found };
    return { body: parsed.data, files: valuesFiles(form) };
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
    const moved = item && form.date !== item.date;
    await run(
      async () => {
        if (!item) {
          return createItem(userId, kind, body as CreateCalendarItemBody, files, {
            onProgress: (loaded, total) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
          });
        }
        const updated = await updateItem(userId, item, body, files);
        return moved ? moveItem(userId, updated, form.date) : updated;
      },
      t(item ? (moved ? 'routines.itemMoved' : 'routines.saved') : ADDED[kind]),
      {
        alsoReload: uploading ? LIBRARY_KEY : undefined,
        onFailure: (error) => {
          setProgress(null);
          if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return false;
          const placed: Errors = {};
          for (const detail of error.details) {
            const path = detail.path.replace(/^(body|model)\./, '').split('.');
            const name = path[0] === 'repeat' ? (path[1] ?? 'every') : (path[0] ?? '');
            if (name && name !== 'model') placed[name] ??= detail.message;
          }
          setErrors(placed);
          return Object.keys(placed).length > 0;
        },
      },
    );
  };

  const numberField = (name: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      key={name}
      label={label}
      value={value}
      disabled={busy}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );

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
          void save();
        }}
      >
        <DialogTitle id={titleId}>
          {item ? t(`calendar.editTitle.${kind}`) : t(`calendar.newTitle.${kind}`)}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {item ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('calendar.itemFacts', {
                  kind: t(`routines.kind.${kind}`),
                  date: formatDay(item.date),
                  updated: formatDateTime(item.updatedAt),
                })}
                {item.definitionId === null ? ` ${t('calendar.oneOff')}` : ` ${t('calendar.fromLibrary')}`}
              </Typography>
            ) : null}
            <TextField
              type="date"
              required
              label={t('calendar.day')}
              value={form.date}
              disabled={busy}
              onChange={(event) => set('date', event.target.value)}
              error={Boolean(errors.date)}
              helperText={errors.date ?? (form.date ? formatDay(form.date) : undefined)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <DefinitionFields
              kind={kind}
              values={form}
              errors={errors}
              disabled={busy}
              autoFocus={!item}
              onChange={set}
              onNumber={setNumber}
            />
            {item ? null : (
              <Stack spacing={1}>
                <FormControlLabel
                  control={
                    <Checkbox checked={form.repeat} disabled={busy} onChange={(e) => set('repeat', e.target.checked)} />
                  }
                  label={t('calendar.repeat')}
                />
                {form.repeat ? (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {REPEAT_FIELDS.map((name) =>
                      numberField(
                        name,
                        t(`calendar.${name === 'every' ? 'repeatEvery' : 'repeatTimes'}`),
                        form[name],
                        (value) => set(name, value),
                      ),
                    )}
                  </Stack>
                ) : null}
              </Stack>
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
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {item && onDelete ? (
            <Button color="error" disabled={busy} onClick={() => onDelete(item)}>
              {t('calendar.delete')}
            </Button>
          ) : null}
          {item && onDuplicate ? (
            <Button disabled={busy} onClick={() => onDuplicate(item)}>
              {t('calendar.duplicate')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {item ? t('form.save') : t('calendar.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
