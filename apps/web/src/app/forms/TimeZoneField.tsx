import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DEFAULT_TIME_ZONE } from '@stride/contracts';
import { useMemo } from 'react';
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The zones the browser knows, and UTC (which some engines leave out of the list). */
const KNOWN_ZONES: readonly string[] = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
})();

/** The zones offered: the known ones, plus the stored one if the browser names it otherwise (Asia/Kolkata, Asia/Calcutta). */
const zoneOptions = (current: string | null): readonly string[] =>
  current === null || KNOWN_ZONES.includes(current) ? KNOWN_ZONES : [current, ...KNOWN_ZONES];

// "new york" finds America/New_York.
const filterZones = createFilterOptions<string>({ stringify: (zone) => `${zone} ${zone.replaceAll('_', ' ')}` });

/**
 * An IANA time zone of the surrounding form, picked from the browser's list; empty is null, and the
 * helper says which zone applies then (DEFAULT_TIME_ZONE).
 */
export function TimeZoneField<T extends FieldValues = FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<T>({ name });
  const { isSubmitting } = useFormState<T>();
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, zone) => field.onChange(zone ?? null)}
      onBlur={field.onBlur}
      filterOptions={filterZones}
      disabled={Boolean(field.disabled || isSubmitting)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={fieldState.invalid}
          helperText={
            fieldState.error?.message ??
            (value === null ? t('form.timeZoneDefault', { zone: DEFAULT_TIME_ZONE }) : undefined)
          }
        />
      )}
    />
  );
}
