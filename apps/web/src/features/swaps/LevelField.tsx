import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** Impact or difficulty, a field of the surrounding form: not given (null), or 1 (least) to 5 (most). */
export function LevelField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { t } = useTranslation();
  const { field } = useController<T>({ name });
  const { isSubmitting } = useFormState<T>();
  const value = field.value as number | null;
  return (
    <TextField
      select
      label={label}
      inputRef={field.ref}
      value={value === null ? '' : String(value)}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      disabled={isSubmitting}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <MenuItem value="">—</MenuItem>
      {LEVELS.map((level) => (
        <MenuItem key={level} value={String(level)}>
          {t('swaps.levelOf', { value: level })}
        </MenuItem>
      ))}
    </TextField>
  );
}
