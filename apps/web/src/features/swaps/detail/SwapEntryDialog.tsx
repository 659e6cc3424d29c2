import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SWAP_ENTRY_TEXT, swapLevelSchema } from '@stride/contracts';
import { useRef } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';
import { createUploadCheck } from '../../library/media/upload/uploadRunner';
import { LevelField } from '../LevelField';
import type { EntryFields } from '../swapsApi';

/** The entry's form: how it went (or a photo alone), impact and difficulty, the photo. */
const entryFormSchema = z
  .object({
    content: z.string().max(MAX_SWAP_ENTRY_TEXT),
    impactLevel: swapLevelSchema.nullable(),
    difficultLevel: swapLevelSchema.nullable(),
    file: z.instanceof(File).nullable(),
  })
  .refine((form) => form.content.trim() !== '' || form.file !== null, {
    path: ['content'],
    ...localized('swaps.required'),
  })
  .transform(({ content, ...rest }) => ({ ...rest, content: content.trim() }));
type EntryForm = z.input<typeof entryFormSchema>;

const EMPTY: EntryForm = { content: '', impactLevel: null, difficultLevel: null, file: null };

/**
 * An entry of a swap: the participant's note of how it went, or staff's note on it. Content, impact and
 * difficulty, and a photo (on a phone the camera opens: `capture`). Rendered while open.
 */
export function SwapEntryDialog({
  title,
  subtitle,
  onClose,
  onSubmit,
}: {
  title: string;
  /** The swap it is about. */
  subtitle: string;
  onClose: () => void;
  /** Sends the entry and confirms it; a failure is thrown and told in the dialog. */
  onSubmit: (fields: EntryFields, file: File | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {subtitle}
        </Typography>
      }
      schema={entryFormSchema}
      defaultValues={EMPTY}
      submit={({ file, ...fields }) => onSubmit(fields, file)}
      submitLabel={t('swaps.save')}
      fullScreenOnPhone
    >
      <FormTextField<EntryForm> name="content" label={t('swaps.fields.content')} multiline minRows={3} autoFocus />
      <Stack direction="row" spacing={2}>
        <LevelField<EntryForm> name="impactLevel" label={t('swaps.fields.impactLevel')} />
        <LevelField<EntryForm> name="difficultLevel" label={t('swaps.fields.difficultLevel')} />
      </Stack>
      <PhotoField />
    </FormDialog>
  );
}

/** The photo, a field of the form: the camera on a phone; a file the upload rules refuse is told at the top. */
function PhotoField() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { field } = useController<EntryForm, 'file'>({ name: 'file' });
  const { setError, clearErrors } = useFormContext<EntryForm>();
  const { isSubmitting } = useFormState<EntryForm>();
  const check = createUploadCheck(t);
  const file = field.value;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        onClick={() => input.current?.click()}
        disabled={isSubmitting}
      >
        {t('swaps.myDay.takePhoto')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('swaps.myDay.takePhoto')}
        tabIndex={-1}
        style={HIDDEN_INPUT}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          const refused = check(chosen);
          if (refused) setError('root', { type: 'file', message: refused });
          else clearErrors('root');
          field.onChange(refused ? null : chosen);
        }}
      />
      {file ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('swaps.myDay.photoChosen', { name: file.name })}
        </Typography>
      ) : null}
    </Box>
  );
}
