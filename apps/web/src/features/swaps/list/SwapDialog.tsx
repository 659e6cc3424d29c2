import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  DEFAULT_SWAP_REPEAT_GOAL,
  MAX_SWAP_REPEAT_GOAL,
  MAX_SWAP_TEXT,
  swapLevelSchema,
  swapStatusSchema,
  type Swap,
  type SwapStatus,
} from '@stride/contracts';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormFailure } from '../../../app/forms/formFailure';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';
import { wholeNumber } from '../../routines/builder/ChangeDialog';
import { MediaField } from '../../routines/definitions/MediaField';
import { useMessageMedia } from '../../sprints/useMessageMedia';
import { LevelField } from '../LevelField';
import { useSwapsWord } from '../SwapStatusChip';

/** The statuses a new swap may start in. */
const NEW_STATUSES: readonly SwapStatus[] = ['NEW', 'IN_PROGRESS'];

/** What the dialog sends: the swap's fields and its media (nothing, a library file, an upload, or none). */
export interface SwapForm {
  description: string;
  goal: string;
  tactic: string;
  repeatGoal: number;
  impactLevel: number | null;
  difficultLevel: number | null;
  status: SwapStatus;
  rejectedReason?: string | null;
  resourceId?: number | null;
  storageFileId?: number;
}

const text = z.string().max(MAX_SWAP_TEXT);
const isRepeatGoal = (value: string) => {
  const days = wholeNumber(value);
  return days !== null && days >= 1 && days <= MAX_SWAP_REPEAT_GOAL;
};

/** The form as typed (the repeat goal a text); its output trimmed, the repeat goal a number. */
const swapFormSchema = z
  .object({
    description: text.refine((value) => value.trim() !== '', localized('swaps.required')),
    goal: text,
    tactic: text,
    repeatGoal: z.string().refine(isRepeatGoal, localized('swaps.repeatGoalRange', { max: MAX_SWAP_REPEAT_GOAL })),
    impactLevel: swapLevelSchema.nullable(),
    difficultLevel: swapLevelSchema.nullable(),
    status: swapStatusSchema,
    rejectedReason: z.string(),
  })
  .refine((form) => form.status !== 'REJECTED' || form.rejectedReason.trim() !== '', {
    path: ['rejectedReason'],
    ...localized('swaps.reasonRequired'),
  })
  .transform((form) => ({
    ...form,
    description: form.description.trim(),
    goal: form.goal.trim(),
    tactic: form.tactic.trim(),
    repeatGoal: wholeNumber(form.repeatGoal) ?? DEFAULT_SWAP_REPEAT_GOAL,
    rejectedReason: form.rejectedReason.trim(),
  }));
type Values = z.input<typeof swapFormSchema>;

const defaults = (swap: Swap | undefined): Values => ({
  description: swap?.description ?? '',
  goal: swap?.goal ?? '',
  tactic: swap?.tactic ?? '',
  repeatGoal: String(swap?.repeatGoal ?? DEFAULT_SWAP_REPEAT_GOAL),
  impactLevel: swap?.impactLevel ?? null,
  difficultLevel: swap?.difficultLevel ?? null,
  status: swap?.status ?? 'NEW',
  rejectedReason: swap?.rejectedReason ?? '',
});

/**
 * Add a swap, or change one (the statuses offered are its own and the ones it may go to now: DONE once its
 * progress reached the repeat goal, REJECTED with a reason). Media: a picture or video, uploaded through the
 * upload queue as soon as it is chosen (its storageFileId goes with the save), or a library file.
 * Rendered while open.
 */
export function SwapDialog({
  swap,
  onClose,
  onSubmit,
}: {
  /** The swap to change; absent: a new one. */
  swap?: Swap;
  onClose: () => void;
  /** Sends the change and confirms it; resolves when it went through (a failure is thrown and told in the dialog). */
  onSubmit: (form: SwapForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const word = useSwapsWord();
  const media = useMessageMedia(swap?.media ?? null, t('swaps.fields.media'));
  const statuses: readonly SwapStatus[] = swap
    ? [swap.status, ...swap.nextStatuses.filter((s) => s !== swap.status)]
    : NEW_STATUSES;

  return (
    <FormDialog
      onClose={onClose}
      title={swap ? t('swaps.editTitle') : t('swaps.addTitle', { swaps: word })}
      schema={swapFormSchema}
      defaultValues={defaults(swap)}
      submit={async ({ rejectedReason, ...fields }) => {
        const mediaBody = media.body();
        if (!mediaBody) throw new FormFailure(t('swaps.waitForUpload'));
        return onSubmit({
          ...fields,
          ...(swap ? { rejectedReason: fields.status === 'REJECTED' ? rejectedReason : null } : {}),
          ...mediaBody,
        });
      }}
      submitLabel={swap ? t('swaps.save') : t('swaps.add')}
      fullScreenOnPhone
    >
      <FormTextField<Values>
        name="description"
        label={t('swaps.fields.description')}
        helperText={t('swaps.fields.descriptionHint')}
        required
        multiline
        minRows={2}
        autoFocus
      />
      <FormTextField<Values>
        name="goal"
        label={t('swaps.fields.goal')}
        helperText={t('swaps.fields.goalHint')}
        multiline
        minRows={2}
      />
      <FormTextField<Values>
        name="tactic"
        label={t('swaps.fields.tactic')}
        helperText={t('swaps.fields.tacticHint')}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Values>
          name="repeatGoal"
          label={t('swaps.fields.repeatGoal')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <FormTextField<Values> select name="status" label={t('swaps.fields.status')} sx={{ flex: 1 }}>
          {statuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`swaps.status.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <RejectedReason />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LevelField<Values> name="impactLevel" label={t('swaps.fields.impactLevel')} />
        <LevelField<Values> name="difficultLevel" label={t('swaps.fields.difficultLevel')} />
      </Stack>
      <SwapMediaField media={media} />
    </FormDialog>
  );
}

/** The reason, asked while the status chosen is REJECTED. */
function RejectedReason() {
  const { t } = useTranslation();
  const status = useWatch<Values, 'status'>({ name: 'status' });
  if (status !== 'REJECTED') return null;
  return <FormTextField<Values> name="rejectedReason" label={t('swaps.fields.rejectedReason')} required multiline />;
}

/** The media, named after the description as typed. */
function SwapMediaField({ media }: { media: ReturnType<typeof useMessageMedia> }) {
  const { t } = useTranslation();
  const description = useWatch<Values, 'description'>({ name: 'description' });
  const { isSubmitting } = useFormState<Values>();
  return (
    <MediaField
      label={t('swaps.fields.media')}
      title={description.slice(0, 60)}
      value={media.choice}
      onChange={media.change}
      disabled={isSubmitting}
    />
  );
}
