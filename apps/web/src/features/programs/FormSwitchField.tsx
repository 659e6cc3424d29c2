import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form';

/** A switch bound to the surrounding form (a boolean field), disabled while submitting. */
export function FormSwitchField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { field } = useController<T>({ name });
  const { isSubmitting } = useFormState<T>();
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
          disabled={isSubmitting}
        />
      }
    />
  );
}
