import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type Participant, type Swap } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { useActor } from '../../../app/auth/useActor';
import { errorMessage } from '../../../app/errors';
import { toDay } from '../../../app/format/days';
import { useSnackbar } from '../../../app/ui/snackbar';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { fullName, useParticipant } from '../../participants/participantQueries';
import { ProgressCalendar } from './ProgressCalendar';
import { swapsResource } from '../swapAccess';
import { SwapTitle } from '../list/SwapCard';
import { SwapDialog } from '../list/SwapDialog';
import { SwapEntries } from './SwapEntries';
import { SwapEntryDialog } from './SwapEntryDialog';
import { SwapMedia } from '../SwapMedia';
import { SwapProgress } from './SwapProgress';
import { SwapStatusChip } from '../SwapStatusChip';
import { addEntry, saveSwap } from '../swapsApi';
import { participantSwapsKey, swapKey, useSwap, useSwapsRealtime } from '../swapsQueries';

/**
 * /participants/{id}/swaps/{swapid}: one swap: what for what, its status, tactic, levels and media, its
 * progress on a month (the days done), and its entries (the participant's and staff's notes) with their
 * media in the preview dialog; staff add a note. Read again at once when the server says it changed.
 */
export default function SwapDetailPage() {
  const params = useParams();
  const userId = Number(params.id);
  const { data: participant } = useParticipant(userId);
  if (!participant) return null;
  return <SwapDetail key={params.swapid} participant={participant} swapId={Number(params.swapid)} />;
}

function SwapDetail({ participant, swapId }: { participant: Participant; swapId: number }) {
  const { t } = useTranslation();
  const actor = useActor();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const userId = participant.id;
  const swap = useSwap(userId, swapId);
  const [dialog, setDialog] = useState<'edit' | 'note' | null>(null);
  useSwapsRealtime(participant.profileId);
  // Not a tab of the participant's frame: the breadcrumbs name the participant and the swap here.
  useBreadcrumbLabel(userId, fullName(participant));
  useBreadcrumbLabel(swapId, swap.data?.description);
  const back = (
    <Box>
      <Button component={RouterLink} to={`/participants/${userId}/swaps`} startIcon={<ArrowBackIcon />} size="small">
        {t('swaps.backToList')}
      </Button>
    </Box>
  );

  if (swap.error) {
    const gone = swap.error instanceof ApiError && swap.error.status === 404;
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        {back}
        <Alert severity={gone ? 'info' : 'error'}>{gone ? t('swaps.notFound') : errorMessage(swap.error, t)}</Alert>
      </Stack>
    );
  }
  if (!swap.data) return <LinearProgress aria-label={t('common.loading')} sx={{ mt: 2 }} />;
  const current = swap.data;
  const one = swapsResource(participant, actor, current);
  const canEdit = can(actor, 'participantSwaps.change', one) || can(actor, 'participantSwaps.setStatus', one);
  const stored = (next: Swap) => {
    queryClient.setQueryData(swapKey(userId, swapId), next);
    void queryClient.invalidateQueries({ queryKey: participantSwapsKey(userId) });
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {back}
      <SwapSummary
        swap={current}
        actions={
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {canEdit ? (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('swaps.edit')}
              </Button>
            ) : null}
            {can(actor, 'participantSwaps.write', one) ? (
              <Button variant="contained" startIcon={<NoteAddIcon />} onClick={() => setDialog('note')}>
                {t('swaps.addNote')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Section title={t('swaps.calendar')} sx={{ flex: '3 1 0', minWidth: 0 }}>
          <ProgressCalendar days={current.progress} initialDate={current.progress.at(-1) ?? toDay(new Date())} />
        </Section>
        <Section title={t('swaps.entries')} sx={{ flex: '2 1 0', minWidth: 0 }}>
          <SwapEntries entries={current.entries} />
        </Section>
      </Stack>

      {dialog === 'edit' ? (
        <SwapDialog
          swap={current}
          onClose={() => setDialog(null)}
          onSubmit={async (form) => {
            stored(await saveSwap(userId, current, form));
            snackbar.show(t('swaps.saved'));
          }}
        />
      ) : null}
      {dialog === 'note' ? (
        <SwapEntryDialog
          title={t('swaps.noteTitle')}
          subtitle={current.description}
          onClose={() => setDialog(null)}
          onSubmit={async (fields, file) => {
            stored(await addEntry(userId, current.id, fields, file));
            snackbar.show(t('swaps.noteAdded'));
          }}
        />
      ) : null}
    </Stack>
  );
}

function Section({ title, children, sx }: { title: string; children: ReactNode; sx?: object }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, ...sx }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The swap's head: what for what, status, progress, tactic, repeat goal, levels, rejection and media. */
function SwapSummary({ swap, actions }: { swap: Swap; actions: ReactNode }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('swaps.repeatGoalShort'), t('swaps.days', { count: swap.repeatGoal })],
    ...(swap.impactLevel
      ? [[t('swaps.impact'), t('swaps.levelOf', { value: swap.impactLevel })] as [string, string]]
      : []),
    ...(swap.difficultLevel
      ? [[t('swaps.difficulty'), t('swaps.levelOf', { value: swap.difficultLevel })] as [string, string]]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {swap.media ? <SwapMedia media={swap.media} size={120} /> : null}
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            <SwapTitle swap={swap} />
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SwapStatusChip status={swap.status} />
            <SwapProgress swap={swap} />
          </Stack>
          {swap.tactic ? (
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('swaps.tactic')}:
              </Box>{' '}
              {swap.tactic}
            </Typography>
          ) : null}
          <Stack component="dl" direction="row" useFlexGap spacing={3} sx={{ m: 0, flexWrap: 'wrap' }}>
            {facts.map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
          {swap.status === 'REJECTED' && swap.rejectedReason ? (
            <Alert severity="warning">{t('swaps.rejectedBecause', { reason: swap.rejectedReason })}</Alert>
          ) : null}
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
