import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, SWAP_STATUSES, type Participant, type Swap, type SwapStatus } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { isPlainDate } from '../../../app/format/days';
import { FilterSelect } from '../../../app/lists/FilterSelect';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { useParticipant } from '../../participants/participantQueries';
import { swapsResource } from '../swapAccess';
import { SwapCard, type SwapAction } from './SwapCard';
import { SwapDialog, type SwapForm } from './SwapDialog';
import { SwapPdfDialog } from './SwapPdfDialog';
import { useSwapsWord } from '../SwapStatusChip';
import { createSwap, deleteSwap, saveSwap } from '../swapsApi';
import { participantSwapsKey, useSwaps, useSwapsRealtime, type SwapFilters } from '../swapsQueries';

type Dialog = { kind: 'add' } | { kind: 'edit'; swap: Swap } | { kind: 'delete'; swap: Swap } | { kind: 'pdf' };
const SHRINK = { inputLabel: { shrink: true } } as const;
const isStatus = (value: string | null): value is SwapStatus => SWAP_STATUSES.includes(value as SwapStatus);

/**
 * /participants/{id}/swaps: the participant's swaps by status and period (kept in the address), each with
 * what is swapped for what, its status and progress against the repeat goal; add, change, delete (If-Match),
 * and the PDF. `?id=…` (a notification's target) marks that swap and scrolls to it.
 */
export default function SwapsPage() {
  const userId = Number(useParams().id);
  const { data: participant } = useParticipant(userId);
  if (!participant) return null;
  return <Swaps key={userId} participant={participant} />;
}

function Swaps({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const word = useSwapsWord();
  const actor = useActor();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const onError = useErrorHandler();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const userId = participant.id;
  useSwapsRealtime(participant.profileId);

  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  const filters: SwapFilters = {
    ...(isStatus(status) ? { status } : {}),
    ...(isPlainDate(from) ? { from } : {}),
    ...(isPlainDate(to) && !(isPlainDate(from) && to < from) ? { to } : {}),
  };
  const highlighted = Number(params.get('id'));
  const swaps = useSwaps(userId, filters);
  const rows = swaps.data ?? [];
  const filtered = Object.keys(filters).length > 0;
  const resource = swapsResource(participant, actor);
  const reload = () => queryClient.invalidateQueries({ queryKey: participantSwapsKey(userId) });

  const setFilter = (name: 'status' | 'from' | 'to', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const submit = async (form: SwapForm, swap?: Swap) => {
    if (swap) {
      await saveSwap(userId, swap, form);
      snackbar.show(t('swaps.saved'));
    } else {
      const { rejectedReason: _reason, ...body } = form;
      await createSwap(userId, body);
      snackbar.show(t('swaps.added', { swaps: word }));
    }
    await reload();
  };

  const act = (swap: Swap, action: SwapAction) => {
    if (action === 'open') void navigate(`/participants/${userId}/swaps/${swap.id}`);
    else setDialog({ kind: action, swap });
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FilterSelect
          label={t('swaps.statusFilter')}
          value={filters.status ?? ''}
          allLabel={t('swaps.all')}
          showAll
          options={SWAP_STATUSES.map((value) => ({ value, label: t(`swaps.status.${value}`) }))}
          onChange={(value) => setFilter('status', value)}
          minWidth={150}
        />
        <TextField
          size="small"
          type="date"
          label={t('swaps.from')}
          value={from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={SHRINK}
          sx={{ flex: '1 1 140px', maxWidth: { sm: 180 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('swaps.to')}
          value={to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
          error={isPlainDate(from) && isPlainDate(to) && to < from}
          helperText={isPlainDate(from) && isPlainDate(to) && to < from ? t('swaps.rangeInvalid') : undefined}
          slotProps={SHRINK}
          sx={{ flex: '1 1 140px', maxWidth: { sm: 180 } }}
        />
        <Box sx={{ flex: '1 1 0', display: { xs: 'none', md: 'block' } }} />
        <Stack direction="row" spacing={1}>
          {can(actor, 'participantSwaps.create', resource) ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
              {t('swaps.add')}
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => setDialog({ kind: 'pdf' })}>
            {t('swaps.pdf')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{swaps.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {swaps.error ? <Alert severity="error">{errorMessage(swaps.error, t)}</Alert> : null}
      {swaps.data && rows.length === 0 ? (
        <Typography color="text.secondary">{filtered ? t('swaps.noMatch') : t('swaps.empty')}</Typography>
      ) : null}
      <Stack component="div" role="list" aria-label={t('swaps.listLabel', { swaps: word })} spacing={1.5}>
        {rows.map((swap) => {
          const one = swapsResource(participant, actor, swap);
          return (
            <Box role="listitem" key={swap.id}>
              <SwapCard
                swap={swap}
                to={`/participants/${userId}/swaps/${swap.id}`}
                highlighted={swap.id === highlighted}
                canEdit={can(actor, 'participantSwaps.change', one) || can(actor, 'participantSwaps.setStatus', one)}
                canDelete={can(actor, 'participantSwaps.delete', one)}
                onAction={(action) => act(swap, action)}
              />
            </Box>
          );
        })}
      </Stack>

      {dialog?.kind === 'add' ? <SwapDialog onClose={() => setDialog(null)} onSubmit={(form) => submit(form)} /> : null}
      {dialog?.kind === 'edit' ? (
        <SwapDialog swap={dialog.swap} onClose={() => setDialog(null)} onSubmit={(form) => submit(form, dialog.swap)} />
      ) : null}
      {dialog?.kind === 'pdf' ? (
        <SwapPdfDialog
          userId={userId}
          filters={filters}
          language={participant.language}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('swaps.deleteTitle')}
        confirmLabel={t('swaps.delete')}
        destructive
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await deleteSwap(userId, dialog.swap);
            snackbar.show(t('swaps.deleted'));
          } catch (error) {
            onError(error);
            throw error;
          } finally {
            await reload();
          }
        }}
      >
        {dialog?.kind === 'delete' ? t('swaps.deleteText', { name: dialog.swap.description }) : null}
      </ConfirmDialog>
    </Stack>
  );
}
