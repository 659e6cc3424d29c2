import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

/** The "all" choice shows as the value, not as an empty field under the label. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** One filter of a list: "all" (no value) or one of the options. */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  minWidth = 160,
  showAll = false,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  allLabel: string;
  onChange: (value: string) => void;
  minWidth?: number;
  /** Show `allLabel` in the field while no option is chosen. */
  showAll?: boolean;
}) {
  // A value from the address that is not (yet) among the options still shows as itself.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Wide enough for the whole label in either language (never cut), at least minWidth.
      sx={{ minWidth: `min(100%, max(${minWidth}px, calc(${label.length}ch + 56px)))` }}
      slotProps={showAll ? SHOW_ALL : undefined}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
