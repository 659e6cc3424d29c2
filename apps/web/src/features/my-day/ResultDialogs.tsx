import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import {
  RATING_MAX,
  RESULT_COMMENT_MAX,
  SKIP_REASON_MAX,
  type RecordResultBody,
  type ReportItem,
  type CalendarResult,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { fieldsOf, INTEGER_FIELDS, VALUE_FIELDS, type ValueField } from '../calendar/results/values';

/** A figure as typed (a Spanish keyboard may write a decimal comma); empty is "not recorded". */
const figure = (integer: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (integer ? /^\d+$/ : /^\d+([.,]\d+)?$/).test(v))
    .transform((v) => (v === '' ? null : Number(v.replace(',', '.'))));

/** The form of "Done": each value as typed (time in minutes), a comment, a rating. */
const doneFormSchema = z.object({
  series: figure(true),
  repetitions: figure(true),
  weight: figure(false),
  time: figure(false),
  distance: figure(false),
  comment: z.string().trim().max(RESULT_COMMENT_MAX),
  rating: z.number().int().min(1).max(RATING_MAX).nullable(),
});
type DoneForm = z.input<typeof doneFormSchema>;

const skipFormSchema = z.object({
  reason: z.string().trim().min(1).max(SKIP_REASON_MAX),
  comment: z.string().trim().max(RESULT_COMMENT_MAX),
});

/** Whole sets and repetitions; time (minutes), weight and distance may have decimals. */
const ANY_STEP = 'any';
const stepOf = (field: ValueField) => (INTEGER_FIELDS.has(field) && field !== 'time' ? 1 : ANY_STEP);

/** Minutes as typed, from seconds (two decimals at most). */
const minutesText = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

/** The form's start: what was recorded when it was done, else what is prescribed. */
function doneDefaults(row: ReportItem): DoneForm {
  const recorded = row.result?.status === 'DONE' ? row.result : null;
  const source = recorded ?? row.item;
  const text = (field: ValueField) => {
    const value = source[field];
    if (value === null) return '';
    return field === 'time' ? minutesText(value) : String(value);
  };
  return {
    series: text('series'),
    repetitions: text('repetitions'),
    weight: text('weight'),
    time: text('time'),
    distance: text('distance'),
    comment: recorded?.comment ?? '',
    rating: recorded?.rating ?? null,
  };
}

function RatingField() {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController<DoneForm, 'rating'>({ name: 'rating' });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        {t('results.ratingLabel')}
      </FormLabel>
      <Rating
        name="rating"
        max={RATING_MAX}
        size="large"
        value={field.value ?? null}
        onChange={(_, value) => field.onChange(value)}
        getLabelText={(value) => t('results.stars', { count: value })}
        emptyLabelText={t('results.noRating')}
      />
    </FormControl>
  );
}

/** The row last opened: the dialog keeps its title and fields while it closes. */
function useShownRow(row: ReportItem | null): ReportItem | null {
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  return row ?? shown;
}

interface ResultDialogProps {
  row: ReportItem | null;
  onClose: () => void;
  /** Sends the body (POST, or PUT with If-Match when a result exists) and says it is saved (or kept offline). */
  onSave: (row: ReportItem, body: RecordResultBody) => Promise<CalendarResult>;
  /** With the server's answer: the page shows it without reading the day again. */
  onDone: (row: ReportItem, result: CalendarResult) => void;
}

/**
 * "Done": the values the item prescribes or collects, filled with the prescription (or what was recorded
 * before) and editable, an optional comment and a 1 to 5 rating.
 */
export function DoneDialog({ row: given, onClose, onSave, onDone }: ResultDialogProps) {
  const { t } = useTranslation();
  const row = useShownRow(given);
  const fields = row ? fieldsOf(row.item) : [];
  return (
    <FormDialog
      open={given !== null}
      onClose={onClose}
      title={t('myDay.doneTitle', { title: row?.item.title ?? '' })}
      schema={doneFormSchema}
      defaultValues={row ? doneDefaults(row) : doneDefaults.empty}
      submitLabel={t('results.save')}
      onDone={(result: CalendarResult) => onDone(row!, result)}
      submit={(values) => {
        const body: RecordResultBody = {
          status: 'DONE',
          comment: values.comment || null,
          rating: values.rating,
        };
        for (const field of fields) {
          const value = values[field];
          body[field] = value === null ? null : field === 'time' ? Math.round(value * 60) : value;
        }
        return onSave(row!, body);
      }}
    >
      {fields.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {VALUE_FIELDS.filter((f) => fields.includes(f)).map((field) => (
            <FormTextField<DoneForm>
              key={field}
              name={field}
              label={t(`results.field.${field}`)}
              type="number"
              sx={{ width: { xs: 'calc(50% - 8px)', sm: 150 } }}
              slotProps={{
                htmlInput: {
                  min: 0,
                  step: stepOf(field),
                  inputMode: 'decimal',
                },
                input: { endAdornment: <InputAdornment position="end">{t(`results.suffix.${field}`)}</InputAdornment> },
              }}
              helperText={
                row && row.item[field] !== null
                  ? t('results.prescribedValue', { value: prescribedInput(field, row.item[field]) })
                  : undefined
              }
            />
          ))}
        </Stack>
      ) : null}
      <RatingField />
      <FormTextField<DoneForm> name="comment" label={t('results.comment')} multiline minRows={2} />
    </FormDialog>
  );
}
doneDefaults.empty = {
  series: '',
  repetitions: '',
  weight: '',
  time: '',
  distance: '',
  comment: '',
  rating: null,
} satisfies DoneForm;

const prescribedInput = (field: ValueField, value: number) => (field === 'time' ? minutesText(value) : String(value));

/** "Skip": why (required), and an optional comment. */
export function SkipDialog({ row: given, onClose, onSave, onDone }: ResultDialogProps) {
  const { t } = useTranslation();
  const row = useShownRow(given);
  const skipped = row?.result?.status === 'SKIPPED' ? row.result : null;
  return (
    <FormDialog
      open={given !== null}
      onClose={onClose}
      title={t('myDay.skipTitle', { title: row?.item.title ?? '' })}
      schema={skipFormSchema}
      defaultValues={{ reason: skipped?.skipReason ?? '', comment: skipped?.comment ?? '' }}
      submitLabel={t('results.save')}
      onDone={(result: CalendarResult) => onDone(row!, result)}
      submit={(values) => onSave(row!, { status: 'SKIPPED', reason: values.reason, comment: values.comment || null })}
    >
      <FormTextField name="reason" label={t('results.skipReason')} required multiline minRows={2} />
      <FormTextField name="comment" label={t('results.comment')} multiline minRows={2} />
    </FormDialog>
  );
}
