import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A time of day (HH:mm) with its label always shrunk. It is never narrower than what the browser shows
 * in it: a 12-hour locale's "05:19 AM" and the clock button need more room than a fixed width gives
 * (the meal form cut it to "05:19 A" at 390 px). The input sizes to its content where the browser can
 * (field-sizing), else keeps a floor that fits "12:00 AM" and the button.
 */
export function TimeField({ sx, slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      {...props}
      type="time"
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      sx={[
        { flexShrink: 0, minWidth: '9.5rem', '& input': { fieldSizing: 'content' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
