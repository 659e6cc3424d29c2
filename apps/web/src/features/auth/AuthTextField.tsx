import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

/**
 * A field of the pages around sign-in, drawn as the provider's sign-in page draws its fields
 * (apps/server/src/platform/auth/pages.ts): the label above the box, bold, and the box rounded 8 px.
 */
export function AuthTextField({ label, id, sx, ...props }: Omit<TextFieldProps, 'label'> & { label: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div>
      <FormLabel htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, color: 'text.primary', mb: 0.75 }}>
        {label}
      </FormLabel>
      <TextField
        {...props}
        id={inputId}
        fullWidth
        sx={[{ '& .MuiOutlinedInput-root': { borderRadius: '8px' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </div>
  );
}
