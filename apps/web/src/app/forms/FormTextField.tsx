import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: Path<T>;
  /** Fields whose rules read this one too (e.g. a period's end after its start): checked again on a change. */
  deps?: Path<T> | Path<T>[];
};

/** A MUI text field (or `select`) bound to the surrounding form: value, errors, disabled while submitting. */
export function FormTextField<T extends FieldValues = FieldValues>({
  name,
  helperText,
  disabled,
  deps,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name, rules: deps ? { deps } : undefined });
  const { isSubmitting } = useFormState<T>();
  const { ref, value, disabled: fieldDisabled, ...handlers } = field;
  return (
    <TextField
      {...props}
      {...handlers}
      value={value ?? ''}
      inputRef={ref}
      disabled={Boolean(disabled || fieldDisabled || isSubmitting)}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
