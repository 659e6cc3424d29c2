import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SEQUENCE_DAYS, MAX_SEQUENCE_REPETITIONS, type Sequence, type SequenceItem } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { ChangeDialog, wholeNumber } from './ChangeDialog';
import { itemsOfDays } from './layout';
import { TitleDaysDialog } from './TitleDaysDialog';

const lastUsedDay = (sequence: Sequence) => Math.max(0, ...sequence.items.map((item) => item.day));

/** Rename the routine and change its number of days ('Routine renamed!'): never below the last used day. */
export function RoutineSettingsDialog({
  open,
  sequence,
  onClose,
  onSave,
}: {
  open: boolean;
  sequence: Sequence;
  onClose: () => void;
  onSave: (body: { title: string; days: number }) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const minDays = Math.max(1, lastUsedDay(sequence));
  return (
    <TitleDaysDialog
      open={open}
      initialTitle={sequence.title}
      initialDays={sequence.days}
      minDays={minDays}
      title={t('routineBuilder.settingsTitle')}
      submitLabel={t('form.save')}
      titleLabel={t('routineBuilder.titleField')}
      daysLabel={t('routineBuilder.daysField')}
      daysHint={t('routineBuilder.daysHint', { min: minDays })}
      daysRange={t('routineBuilder.daysRange', { min: minDays, max: MAX_SEQUENCE_DAYS })}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

export interface CopyDaysBody {
  start: number;
  repetitions: number;
  interval: number;
  items: number[];
}

/**
 * Copy a block of days N times at an interval ('Items copied!'): the items of days from … to, the first copy
 * starting on the start day, each next one `interval` days later. The spec's texts when no day or no item is
 * chosen.
 */
export function CopyDaysDialog({
  open,
  sequence,
  onClose,
  onCopy,
}: {
  open: boolean;
  sequence: Sequence;
  onClose: () => void;
  onCopy: (body: CopyDaysBody) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const [fields, setFields] = useState({ from: '', to: '', start: '', repetitions: '1', interval: '7' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  useEffect(() => {
    if (!open) return;
    setFields({ from: '1', to: '1', start: '', repetitions: '1', interval: '7' });
    setErrors({});
  }, [open]);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  const submit = async (): Promise<string | null> => {
    const from = wholeNumber(fields.from);
    const to = wholeNumber(fields.to);
    const start = wholeNumber(fields.start);
    const repetitions = wholeNumber(fields.repetitions);
    const interval = wholeNumber(fields.interval);
    const noDay = t('routineBuilder.selectDay');
    const next: typeof errors = {};
    if (from === null || from < 1 || from > sequence.days) next.from = noDay;
    if (to === null || to < 1 || to > sequence.days || (from !== null && to < from)) next.to = noDay;
    if (start === null || start < 1 || start > MAX_SEQUENCE_DAYS) next.start = noDay;
    if (repetitions === null || repetitions < 1 || repetitions > MAX_SEQUENCE_REPETITIONS)
      next.repetitions = t('routineBuilder.numberRange', { min: 1, max: MAX_SEQUENCE_REPETITIONS });
    if (interval === null || interval < 1 || interval > MAX_SEQUENCE_DAYS)
      next.interval = t('routineBuilder.numberRange', { min: 1, max: MAX_SEQUENCE_DAYS });
    setErrors(next);
    if (Object.keys(next).length > 0 || from === null || to === null || start === null) {
      return next.from || next.to || next.start ? noDay : null;
    }
    const items = itemsOfDays(sequence.items, from, to);
    if (items.length === 0) return t('routineBuilder.selectExercise');
    return onCopy({ start, repetitions: repetitions ?? 1, interval: interval ?? 7, items });
  };

  const number = (name: keyof typeof fields, label: string, helper?: string) => (
    <TextField
      label={label}
      type="number"
      value={fields[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
    />
  );
  return (
    <ChangeDialog
      open={open}
      title={t('routineBuilder.copyTitle')}
      submitLabel={t('routineBuilder.copySubmit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('routineBuilder.copyIntro')}</Typography>
      {number('from', t('routineBuilder.copyFrom'))}
      {number('to', t('routineBuilder.copyTo'))}
      {number('start', t('routineBuilder.copyStart'), t('routineBuilder.copyStartHint'))}
      {number('repetitions', t('routineBuilder.copyRepetitions'))}
      {number('interval', t('routineBuilder.copyInterval'), t('routineBuilder.copyIntervalHint'))}
    </ChangeDialog>
  );
}

/** "Move to day": the keyboard's and the phone's way to move an item to another day (at its end). */
export function MoveToDayDialog({
  item,
  sequence,
  onClose,
  onMove,
}: {
  item: SequenceItem | null;
  sequence: Sequence;
  onClose: () => void;
  onMove: (item: SequenceItem, day: number) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const [day, setDay] = useState(1);
  useEffect(() => {
    if (item) setDay(item.day);
  }, [item]);
  return (
    <ChangeDialog
      open={item !== null}
      title={t('routineBuilder.moveTitle', { title: item?.title ?? '' })}
      submitLabel={t('routineBuilder.moveSubmit')}
      onClose={onClose}
      onSubmit={() => (item ? onMove(item, day) : Promise.resolve(null))}
    >
      <TextField
        select
        label={t('routineBuilder.moveDayField')}
        value={day}
        onChange={(event) => setDay(Number(event.target.value))}
      >
        {Array.from({ length: sequence.days }, (_unused, index) => index + 1).map((value) => (
          <MenuItem key={value} value={value}>
            {t('routineBuilder.day', { day: value })}
          </MenuItem>
        ))}
      </TextField>
    </ChangeDialog>
  );
}
