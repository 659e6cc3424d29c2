import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fileProblem, IMPORT_ACCEPT, type ImportFormValues } from './importForm';

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  width: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
} as const;

/** The import's file: a labelled file input behind a button, the chosen name, and what is wrong with it. */
export function ImportFileField() {
  const { t } = useTranslation();
  const labelId = useId();
  const nameId = useId();
  const helpId = useId();
  const { field, fieldState } = useController<ImportFormValues, 'file'>({ name: 'file' });
  const { isSubmitting } = useFormState<ImportFormValues>();
  const file = field.value;
  const problem = file ? fileProblem(file) : null;
  // The file's own problem says more than the form's "invalid", and shows as soon as it is chosen.
  const message =
    file && problem ? t(problem, { name: file.name }) : fieldState.invalid ? t('tasks.fileRequired') : null;

  return (
    <FormControl error={message !== null} disabled={isSubmitting}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t('tasks.file')}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        {/* MUI's file button: a label (not a second control) around the input, which takes the focus. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={isSubmitting}
          sx={{
            flexShrink: 0,
            '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          {t('tasks.chooseFile')}
          <input
            ref={field.ref}
            type="file"
            name={field.name}
            accept={IMPORT_ACCEPT}
            aria-labelledby={labelId}
            aria-describedby={`${nameId} ${helpId}`}
            aria-invalid={message !== null}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            style={visuallyHidden}
          />
        </Button>
        <Typography id={nameId} variant="body2" noWrap color={file ? 'text.primary' : 'text.secondary'}>
          {file?.name ?? t('tasks.noFile')}
        </Typography>
      </Stack>
      <FormHelperText id={helpId} role={message ? 'alert' : undefined}>
        {message ?? ' '}
      </FormHelperText>
    </FormControl>
  );
}
