import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** Impact or difficulty: not given, or 1 (least) to 5 (most). */
export function LevelField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
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
