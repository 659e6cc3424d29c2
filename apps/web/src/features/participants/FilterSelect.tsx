import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

/** One filter of a list: "all" (no value) or one of the options. */
export function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
  minWidth = 160,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  allLabel: string;
  onChange: (value: string) => void;
  minWidth?: number;
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
      sx={{ minWidth }}
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
