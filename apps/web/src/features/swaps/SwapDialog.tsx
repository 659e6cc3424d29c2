import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DEFAULT_SWAP_REPEAT_GOAL,
  MAX_SWAP_REPEAT_GOAL,
  MAX_SWAP_TEXT,
  type Swap,
  type SwapStatus,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { wholeNumber } from '../routines/builder/ChangeDialog';
import { MediaField } from '../routines/MediaField';
import { useMessageMedia } from '../sprints/useMessageMedia';
import { LevelField } from './LevelField';
import { useSwapsWord } from './SwapStatusChip';

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

type Errors = Partial<Record<'description' | 'goal' | 'tactic' | 'repeatGoal' | 'rejectedReason', string>>;

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
  /** Sends the change; resolves when it went through (a failure is thrown and told in the dialog). */
  onSubmit: (form: SwapForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const word = useSwapsWord();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [description, setDescription] = useState(swap?.description ?? '');
  const [goal, setGoal] = useState(swap?.goal ?? '');
  const [tactic, setTactic] = useState(swap?.tactic ?? '');
  const [repeatGoal, setRepeatGoal] = useState(String(swap?.repeatGoal ?? DEFAULT_SWAP_REPEAT_GOAL));
  const [impactLevel, setImpact] = useState<number | null>(swap?.impactLevel ?? null);
  const [difficultLevel, setDifficulty] = useState<number | null>(swap?.difficultLevel ?? null);
  const [status, setStatus] = useState<SwapStatus>(swap?.status ?? 'NEW');
  const [rejectedReason, setReason] = useState(swap?.rejectedReason ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const media = useMessageMedia(swap?.media ?? null, t('swaps.fields.media'));
  const statuses: readonly SwapStatus[] = swap
    ? [swap.status, ...swap.nextStatuses.filter((s) => s !== swap.status)]
    : NEW_STATUSES;

  const submit = async () => {
    const days = wholeNumber(repeatGoal);
    const next: Errors = {};
    if (!description.trim()) next.description = t('swaps.required');
    else if (description.length > MAX_SWAP_TEXT) next.description = t('form.tooLong', { count: MAX_SWAP_TEXT });
    if (goal.length > MAX_SWAP_TEXT) next.goal = t('form.tooLong', { count: MAX_SWAP_TEXT });
    if (tactic.length > MAX_SWAP_TEXT) next.tactic = t('form.tooLong', { count: MAX_SWAP_TEXT });
    if (days === null || days < 1 || days > MAX_SWAP_REPEAT_GOAL)
      next.repeatGoal = t('swaps.repeatGoalRange', { max: MAX_SWAP_REPEAT_GOAL });
    if (status === 'REJECTED' && !rejectedReason.trim()) next.rejectedReason = t('swaps.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const mediaBody = media.body();
    if (!mediaBody) return setFailure(t('swaps.waitForUpload'));
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        description: description.trim(),
        goal: goal.trim(),
        tactic: tactic.trim(),
        repeatGoal: days!,
        impactLevel,
        difficultLevel,
        status,
        ...(swap ? { rejectedReason: status === 'REJECTED' ? rejectedReason.trim() : null } : {}),
        ...mediaBody,
      });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{swap ? t('swaps.editTitle') : t('swaps.addTitle', { swaps: word })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={t('swaps.fields.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description ?? t('swaps.fields.descriptionHint')}
              required
              multiline
              minRows={2}
              autoFocus
            />
            <TextField
              label={t('swaps.fields.goal')}
              value={goal}
              onChange={(event) => setGoal(event.target.value)}
              error={Boolean(errors.goal)}
              helperText={errors.goal ?? t('swaps.fields.goalHint')}
              multiline
              minRows={2}
            />
            <TextField
              label={t('swaps.fields.tactic')}
              value={tactic}
              onChange={(event) => setTactic(event.target.value)}
              error={Boolean(errors.tactic)}
              helperText={errors.tactic ?? t('swaps.fields.tacticHint')}
              multiline
              minRows={2}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('swaps.fields.repeatGoal')}
                value={repeatGoal}
                onChange={(event) => setRepeatGoal(event.target.value)}
                error={Boolean(errors.repeatGoal)}
                helperText={errors.repeatGoal}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label={t('swaps.fields.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value as SwapStatus)}
                sx={{ flex: 1 }}
              >
                {statuses.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`swaps.status.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {status === 'REJECTED' ? (
              <TextField
                label={t('swaps.fields.rejectedReason')}
                value={rejectedReason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(errors.rejectedReason)}
                helperText={errors.rejectedReason}
                required
                multiline
              />
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <LevelField label={t('swaps.fields.impactLevel')} value={impactLevel} onChange={setImpact} />
              <LevelField label={t('swaps.fields.difficultLevel')} value={difficultLevel} onChange={setDifficulty} />
            </Stack>
            <MediaField
              label={t('swaps.fields.media')}
              title={description.slice(0, 60)}
              value={media.choice}
              onChange={media.change}
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {swap ? t('swaps.save') : t('swaps.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
