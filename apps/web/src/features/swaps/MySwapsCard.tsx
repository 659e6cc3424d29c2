import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import SwapIcon from '@mui/icons-material/SwapHorizOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Swap } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { SwapTitle } from './list/SwapCard';
import { SwapEntryDialog } from './detail/SwapEntryDialog';
import { SwapMedia } from './SwapMedia';
import { SwapProgress } from './detail/SwapProgress';
import { useSwapsWord } from './SwapStatusChip';
import { addEntry, recordProgress, removeProgress } from './swapsApi';
import { participantSwapsKey, useSwaps, useSwapsRealtime } from './swapsQueries';

const ACTIVE = new Set<Swap['status']>(['NEW', 'IN_PROGRESS']);

/**
 * The participant's swaps on their day (/my-day): one card per active swap (NEW, IN_PROGRESS), with
 * "Done today" (the day's progress, taken back by switching it off), the progress against the goal, and
 * "Write an entry" (how it went, with a photo from the phone). Nothing is shown while swaps are off for
 * them (the server answers 404) or none is active.
 */
export function MySwapsCard({ userId, profileId, day }: { userId: number; profileId: number; day: string }) {
  const { t } = useTranslation();
  const word = useSwapsWord();
  const headingId = useId();
  const swaps = useSwaps(userId, {});
  useSwapsRealtime(profileId);
  const active = (swaps.data ?? []).filter((swap) => ACTIVE.has(swap.status));
  if (active.length === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <SwapIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h6" component="h2">
            {word}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('swaps.myDay.intro')}
        </Typography>
        <Stack spacing={1.5}>
          {active.map((swap) => (
            <MySwap key={swap.id} swap={swap} userId={userId} day={day} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function MySwap({ swap, userId, day }: { swap: Swap; userId: number; day: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const snackbar = useSnackbar();
  const onError = useErrorHandler();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [writing, setWriting] = useState(false);
  const doneToday = swap.progress.includes(day);
  const reload = () => queryClient.invalidateQueries({ queryKey: participantSwapsKey(userId) });

  const toggle = async (done: boolean) => {
    setBusy(true);
    try {
      const next = done ? await recordProgress(userId, swap.id, day) : await removeProgress(userId, swap.id, day);
      const reached = done && next.progressCount >= next.repeatGoal && swap.progressCount < swap.repeatGoal;
      snackbar.show(
        reached ? t('swaps.myDay.goalReached') : done ? t('swaps.myDay.markedToday') : t('swaps.myDay.unmarked'),
      );
    } catch (error) {
      onError(error);
    } finally {
      await reload();
      setBusy(false);
    }
  };

  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          <SwapTitle swap={swap} />
        </Typography>
        {swap.tactic ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('swaps.tactic')}: {swap.tactic}
          </Typography>
        ) : null}
        {swap.media ? <SwapMedia media={swap.media} size={72} /> : null}
        <SwapProgress swap={swap} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                checked={doneToday}
                disabled={busy}
                onChange={(event) => void toggle(event.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': t('common.forItem', { action: t('swaps.myDay.doneToday'), item: swap.description }),
                  },
                }}
              />
            }
            label={t('swaps.myDay.doneToday')}
            sx={{ mr: 'auto' }}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditNoteIcon />}
            onClick={() => setWriting(true)}
            aria-label={t('common.forItem', { action: t('swaps.writeEntry'), item: swap.description })}
          >
            {t('swaps.writeEntry')}
          </Button>
        </Stack>
      </Stack>
      {writing ? (
        <SwapEntryDialog
          title={t('swaps.entryTitle')}
          subtitle={swap.description}
          onClose={() => setWriting(false)}
          onSubmit={async (fields, file) => {
            await addEntry(userId, swap.id, fields, file);
            snackbar.show(t('swaps.entryAdded'));
            await reload();
          }}
        />
      ) : null}
    </Paper>
  );
}
