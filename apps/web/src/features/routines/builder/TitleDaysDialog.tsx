import TextField from '@mui/material/TextField';
import { MAX_SEQUENCE_DAYS } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDialog, wholeNumber } from './ChangeDialog';

/**
 * A routine's title and number of days (a new routine, a routine's settings): the title required and at
 * most 200 characters, the days from `minDays` to the most a routine has. Each opening starts from
 * `initialTitle` and `initialDays`.
 */
export function TitleDaysDialog({
  open,
  initialTitle,
  initialDays,
  minDays,
  title,
  submitLabel,
  titleLabel,
  daysLabel,
  daysHint,
  daysRange,
  onClose,
  onSave,
}: {
  open: boolean;
  initialTitle: string;
  initialDays: number;
  minDays: number;
  title: string;
  submitLabel: string;
  titleLabel: string;
  daysLabel: string;
  daysHint: string;
  /** The days field's error when out of range. */
  daysRange: string;
  onClose: () => void;
  onSave: (body: { title: string; days: number }) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialTitle);
  const [days, setDays] = useState(String(initialDays));
  const [errors, setErrors] = useState<{ title?: string; days?: string }>({});
  useEffect(() => {
    if (!open) return;
    setValue(initialTitle);
    setDays(String(initialDays));
    setErrors({});
  }, [open, initialTitle, initialDays]);
  const submit = () => {
    const count = wholeNumber(days);
    const next: typeof errors = {};
    if (!value.trim()) next.title = t('form.required');
    else if (value.trim().length > 200) next.title = t('form.tooLong', { count: 200 });
    if (count === null || count < minDays || count > MAX_SEQUENCE_DAYS) next.days = daysRange;
    setErrors(next);
    if (next.title || next.days || count === null) return Promise.resolve(null);
    return onSave({ title: value.trim(), days: count });
  };
  return (
    <ChangeDialog open={open} title={title} submitLabel={submitLabel} onClose={onClose} onSubmit={submit}>
      <TextField
        label={titleLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        required
        autoFocus
      />
      <TextField
        label={daysLabel}
        type="number"
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={Boolean(errors.days)}
        helperText={errors.days ?? daysHint}
        required
        slotProps={{ htmlInput: { min: minDays, max: MAX_SEQUENCE_DAYS, inputMode: 'numeric' } }}
      />
    </ChangeDialog>
  );
}
