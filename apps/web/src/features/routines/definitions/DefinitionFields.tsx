import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  COLLECT_FIELDS,
  DEFAULT_REST_TIME_AFTER_EXERCISE,
  KIND_FIELDS,
  type CalendarItem,
  type CollectField,
  type Definition,
  type DefinitionKind,
} from '@stride/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CircuitExercisesField, type CircuitExercise } from './CircuitExercisesField';
import { MediaField, mediaOption, type MediaChoice } from './MediaField';
import type { DefinitionFiles } from '../routinesApi';

/** The number fields (spec 001 creation fields); the unit is in each label. */
const NUMBER_FIELDS = [
  { name: 'time', integer: true },
  { name: 'weight', integer: false },
  { name: 'repetitions', integer: true },
  { name: 'series', integer: true },
  { name: 'restTimeBetweenSeries', integer: true },
  { name: 'restTimeAfterExercise', integer: true },
  { name: 'distance', integer: false },
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number]['name'];

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Whether the form shows this amount for this kind (an activity: time and distance; contracts' KIND_FIELDS).
 * An amount not shown keeps the value it has.
 */
const offers = (kind: DefinitionKind, field: NumberField) =>
  (KIND_FIELDS[kind].amounts as readonly string[]).includes(field);

/** The creation fields of a definition as typed: a library definition's, or a calendar item's (its copy). */
export interface DefinitionValues {
  title: string;
  description: string;
  externalUrl: string;
  numbers: Record<NumberField, string>;
  collect: CollectField[];
  exercises: CircuitExercise[];
  media: MediaChoice;
  additionalMedia: MediaChoice;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The fields of the definition or item opened; none: a new one's (the default rest after it). */
export function initialValues(source: Definition | CalendarItem | undefined): DefinitionValues {
  return {
    title: source?.title ?? '',
    description: source?.description ?? '',
    externalUrl: source?.externalUrl ?? '',
    numbers: {
      time: text(source?.time),
      weight: text(source?.weight),
      repetitions: text(source?.repetitions),
      series: text(source?.series),
      restTimeBetweenSeries: text(source?.restTimeBetweenSeries),
      restTimeAfterExercise: text(source ? source.restTimeAfterExercise : DEFAULT_REST_TIME_AFTER_EXERCISE),
      distance: text(source?.distance),
    },
    collect: source?.collect ?? [],
    exercises: (source?.exercises ?? []).map((e) => ({
      exerciseDefinitionId: e.exerciseDefinitionId,
      title: e.title,
      media: e.media,
    })),
    media: { kind: 'keep', current: source?.media ?? null },
    additionalMedia: { kind: 'keep', current: source?.additionalMedia ?? null },
  };
}

/**
 * The body's creation fields from the typed ones, for the caller's schema to check, and the errors of the
 * numbers that are not numbers (by field).
 */
export function valuesCandidate(values: DefinitionValues, kind: DefinitionKind, t: TFunction) {
  const errors: FieldErrors = {};
  const numbers: Partial<Record<NumberField, number | null>> = {};
  for (const field of NUMBER_FIELDS) {
    const raw = values.numbers[field.name].trim().replace(',', '.');
    const value = raw === '' ? null : Number(raw);
    if (value !== null && (!Number.isFinite(value) || (field.integer && !Number.isInteger(value)))) {
      errors[field.name] = t(field.integer ? 'routines.wholeNumber' : 'routines.aNumber');
    }
    numbers[field.name] = value;
  }
  const candidate = {
    title: values.title,
    description: values.description.trim() || null,
    externalUrl: values.externalUrl.trim() || null,
    ...numbers,
    restTimeAfterExercise: numbers.restTimeAfterExercise ?? DEFAULT_REST_TIME_AFTER_EXERCISE,
    // What this kind does not offer is not recorded (an activity's weight, say).
    collect: values.collect.filter((field) => (KIND_FIELDS[kind].collect as readonly CollectField[]).includes(field)),
    ...(mediaOption(values.media) ? { media: mediaOption(values.media) } : {}),
    ...(mediaOption(values.additionalMedia) ? { additionalMedia: mediaOption(values.additionalMedia) } : {}),
    ...(kind === 'SERIES'
      ? { exercises: values.exercises.map((e) => ({ exerciseDefinitionId: e.exerciseDefinitionId })) }
      : {}),
  };
  return { candidate, errors };
}

/** A schema issue's message for a field these fields show. */
export function valuesIssueText(name: string, fallback: () => string, t: TFunction): string {
  return name === 'exercises'
    ? t('routines.chooseExercise')
    : name === 'externalUrl'
      ? t('routines.invalidUrl')
      : fallback();
}

/** The new files chosen for the media fields (sent multipart with the model). */
export function valuesFiles(values: DefinitionValues): DefinitionFiles {
  const files: DefinitionFiles = {};
  if (values.media.kind === 'upload') files.file = values.media.file;
  if (values.additionalMedia.kind === 'upload') files.additionalFile = values.additionalMedia.file;
  return files;
}

/**
 * The creation fields of an exercise, a circuit (its ordered exercises) or an activity: title, description,
 * media, external link, amounts and what the participant collects. The one form of a library definition's
 * dialog and a participant's calendar item's.
 */
export function DefinitionFields({
  kind,
  values,
  errors,
  disabled,
  autoFocus,
  onChange,
  onNumber,
}: {
  kind: DefinitionKind;
  values: DefinitionValues;
  errors: FieldErrors;
  disabled: boolean;
  autoFocus: boolean;
  /** A field's new value (the dialog's setter, which also clears the field's error). */
  onChange: (name: keyof DefinitionValues, value: DefinitionValues[keyof DefinitionValues]) => void;
  onNumber: (name: NumberField, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        autoFocus={autoFocus}
        required
        fullWidth
        label={t('routines.fieldTitle')}
        value={values.title}
        disabled={disabled}
        onChange={(event) => onChange('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('routines.fieldDescription')}
        value={values.description}
        disabled={disabled}
        onChange={(event) => onChange('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
      />
      {kind === 'SERIES' ? (
        <CircuitExercisesField
          value={values.exercises}
          onChange={(next) => onChange('exercises', next)}
          disabled={disabled}
          error={errors.exercises ?? null}
        />
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <MediaField
          label={t('routines.fieldMedia')}
          title={values.title}
          value={values.media}
          onChange={(choice) => onChange('media', choice)}
          disabled={disabled}
        />
        <MediaField
          label={t('routines.fieldAdditionalMedia')}
          title={values.title}
          value={values.additionalMedia}
          onChange={(choice) => onChange('additionalMedia', choice)}
          disabled={disabled}
        />
      </Box>
      {errors.media || errors.additionalMedia ? (
        <Alert severity="error">{errors.media ?? errors.additionalMedia}</Alert>
      ) : null}
      <TextField
        fullWidth
        type="url"
        label={t('routines.fieldExternalUrl')}
        value={values.externalUrl}
        disabled={disabled}
        onChange={(event) => onChange('externalUrl', event.target.value)}
        error={Boolean(errors.externalUrl)}
        helperText={errors.externalUrl ?? t('routines.externalUrlHint')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
        role="group"
        aria-label={t('routines.amounts')}
      >
        {NUMBER_FIELDS.filter((field) => offers(kind, field.name)).map((field) => (
          <TextField
            key={field.name}
            label={t(`routines.field.${field.name}`)}
            value={values.numbers[field.name]}
            disabled={disabled}
            onChange={(event) => onNumber(field.name, event.target.value)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]}
            slotProps={{ htmlInput: { inputMode: field.integer ? 'numeric' : 'decimal' } }}
          />
        ))}
      </Box>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{t('routines.fieldCollect')}</FormLabel>
        <FormGroup row>
          {KIND_FIELDS[kind].collect.map((field) => (
            <FormControlLabel
              key={field}
              control={
                <Checkbox
                  checked={values.collect.includes(field)}
                  onChange={(event) =>
                    onChange(
                      'collect',
                      event.target.checked
                        ? COLLECT_FIELDS.filter((f) => f === field || values.collect.includes(f))
                        : values.collect.filter((f) => f !== field),
                    )
                  }
                />
              }
              label={t(`routines.collect.${field}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
    </>
  );
}
