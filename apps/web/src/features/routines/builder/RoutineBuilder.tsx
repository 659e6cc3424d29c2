import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Definition, Sequence, SequenceItem } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { useNavigate } from 'react-router';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import {
  addSequenceItem,
  assignSequence,
  copySequenceItems,
  duplicateSequence,
  duplicateSequenceItem,
  moveSequenceItem,
  updateSequenceItemPrescription,
  removeSequenceItem,
  removeSequenceItems,
  updateSequence,
} from '../sequences/sequencesApi';
import { SEQUENCES_KEY, sequenceParticipantsKey } from '../sequences/sequencesQueries';
import { AddFromLibraryDialog } from './AddFromLibraryDialog';
import { PrescriptionDialog } from './PrescriptionDialog';
import { AssignDialog } from './AssignDialog';
import { DayGrid } from './DayGrid';
import type { ItemAction } from './ItemCard';
import { ShareDialog } from '../shared/ShareDialog';
import { ParticipantsPanel } from './ParticipantsPanel';
import { CopyDaysDialog, MoveToDayDialog, RoutineSettingsDialog } from './RoutineDialogs';
import { useRoutineChange } from './useRoutineChange';

type Dialog =
  | { kind: 'settings' }
  | { kind: 'add'; day: number }
  | { kind: 'copy' }
  | { kind: 'assign' }
  | { kind: 'share' }
  | { kind: 'move'; item: SequenceItem }
  | { kind: 'amounts'; item: SequenceItem }
  | { kind: 'removeSelected' };

/** The builder of one routine (RoutineBuilderPage reads the routine first). */
export function RoutineBuilder({ sequence }: { sequence: Sequence }) {
  const { t } = useTenantTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const navigate = useNavigate();
  const { run } = useRoutineChange(sequence.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const close = () => setDialog(null);
  // Selected items that are still there (another change may have removed some).
  const present = new Set(sequence.items.map((item) => item.id));
  const chosen = [...selected].filter((id) => present.has(id));

  const toggle = useCallback(
    (id: number) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  /** A dialog's change: the failure's words for the dialog, null when done (the dialog closes). */
  const inDialog = async (change: (current: Sequence) => Promise<Sequence>, success: string) => {
    let failure: string | null = null;
    await run(change, success, { onFailure: (message) => (failure = message), onDone: close });
    return failure;
  };

  const onMove = useCallback(
    async (itemId: number, day: number, position: number) =>
      (await run((current) => moveSequenceItem(current, itemId, day, position), t('routineBuilder.itemMoved'))) !==
      null,
    [run, t],
  );

  const onAction = useCallback(
    (action: ItemAction, item: SequenceItem) => {
      switch (action) {
        case 'up':
        case 'down':
          return void run(
            (current) => moveSequenceItem(current, item.id, item.day, item.position + (action === 'up' ? -1 : 1)),
            t('routineBuilder.itemMoved'),
          );
        case 'moveToDay':
          return setDialog({ kind: 'move', item });
        case 'amounts':
          return setDialog({ kind: 'amounts', item });
        case 'duplicate':
          return void run((current) => duplicateSequenceItem(current, item.id), t('routineBuilder.itemDuplicated'));
        case 'remove':
          return void run((current) => removeSequenceItem(current, item.id), t('routineBuilder.itemRemoved'));
      }
    },
    [run, t],
  );

  /** A read-only routine (the platform's, or shared) is copied into the actor's library, then opened. */
  const duplicate = async () => {
    try {
      const copy = await duplicateSequence(sequence);
      snackbar.show(t('routineBuilder.routineDuplicated'));
      await queryClient.invalidateQueries({ queryKey: SEQUENCES_KEY });
      await navigate(`/routines/routine/${copy.id}`);
    } catch (error) {
      handleError(error);
    }
  };

  const itemCount = sequence.items.length;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {sequence.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('routineBuilder.summary', { days: sequence.days, count: itemCount })}
            {sequence.rootFolder ? ` · ${sequence.rootFolder.title}` : ''}
          </Typography>
        </Box>
        {sequence.editable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog({ kind: 'settings' })}>
              {t('routineBuilder.settings')}
            </Button>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setDialog({ kind: 'copy' })}>
              {t('routineBuilder.copyDays')}
            </Button>
            <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setDialog({ kind: 'share' })}>
              {t('sharing.shareSelected')}
            </Button>
          </Stack>
        ) : (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void duplicate()}>
            {t('routineBuilder.duplicateRoutine')}
          </Button>
        )}
        <Button variant="contained" startIcon={<GroupAddIcon />} onClick={() => setDialog({ kind: 'assign' })}>
          {t('routineBuilder.assign')}
        </Button>
      </Stack>
      {!sequence.editable ? <Alert severity="info">{t('routineBuilder.readOnly')}</Alert> : null}
      {chosen.length > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('routineBuilder.selection')}
          sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography sx={{ flex: 1 }}>{t('routineBuilder.selected', { count: chosen.length })}</Typography>
          <Button onClick={() => setSelected(new Set())}>{t('routineBuilder.clearSelection')}</Button>
          <Button
            color="error"
            variant="contained"
            startIcon={<DeleteIcon />}
            onClick={() => setDialog({ kind: 'removeSelected' })}
          >
            {t('routineBuilder.removeSelected')}
          </Button>
        </Paper>
      ) : null}
      <DayGrid
        sequence={sequence}
        selected={selected}
        onSelect={toggle}
        onAdd={(day) => setDialog({ kind: 'add', day })}
        onAction={onAction}
        onMove={onMove}
      />
      <ParticipantsPanel sequenceId={sequence.id} />

      <RoutineSettingsDialog
        open={dialog?.kind === 'settings'}
        sequence={sequence}
        onClose={close}
        onSave={(body) => inDialog((current) => updateSequence(current, body), t('routineBuilder.renamed'))}
      />
      <AddFromLibraryDialog
        day={dialog?.kind === 'add' ? dialog.day : null}
        onClose={close}
        onAdd={(definitions: Definition[]) =>
          inDialog(
            async (current) => {
              // One call per item, each with the version the last one answered: they land in the order chosen.
              let next = current;
              for (const definition of definitions) {
                next = await addSequenceItem(next, dialog?.kind === 'add' ? dialog.day : 1, definition);
              }
              return next;
            },
            t('routineBuilder.itemsAdded', { count: definitions.length }),
          )
        }
      />
      <CopyDaysDialog
        open={dialog?.kind === 'copy'}
        sequence={sequence}
        onClose={close}
        onCopy={(body) => inDialog((current) => copySequenceItems(current, body), t('routineBuilder.itemsCopied'))}
      />
      <MoveToDayDialog
        item={dialog?.kind === 'move' ? dialog.item : null}
        sequence={sequence}
        onClose={close}
        onMove={(item, day) => {
          const position = sequence.items.filter((other) => other.day === day && other.id !== item.id).length;
          return inDialog(
            (current) => moveSequenceItem(current, item.id, day, position),
            t('routineBuilder.itemMoved'),
          );
        }}
      />
      <PrescriptionDialog
        item={dialog?.kind === 'amounts' ? dialog.item : null}
        onClose={close}
        onSave={(item, prescription) =>
          inDialog(
            (current) => updateSequenceItemPrescription(current, item, prescription),
            t('routineBuilder.itemUpdated'),
          )
        }
      />
      {dialog?.kind === 'share' ? (
        <ShareDialog target={{ kind: 'routine', routine: sequence }} onClose={close} />
      ) : null}
      <AssignDialog
        open={dialog?.kind === 'assign'}
        onClose={close}
        onAssign={async (participants, startDate) => {
          try {
            const result = await assignSequence(
              sequence,
              participants.map((participant) => participant.profileId),
              startDate,
            );
            close();
            await queryClient.invalidateQueries({ queryKey: sequenceParticipantsKey(sequence.id) });
            // The snackbar after the dialog has gone (a modal hides it from screen readers).
            snackbar.show(t('routineBuilder.assigned', { count: result.participants }));
            return null;
          } catch (error) {
            return errorMessage(error, t);
          }
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'removeSelected'}
        title={t('routineBuilder.removeSelectedTitle')}
        confirmLabel={t('routineBuilder.removeSelectedConfirm')}
        destructive
        onClose={close}
        onConfirm={async () => {
          const done = await run((current) => removeSequenceItems(current, chosen), t('routineBuilder.itemsRemoved'));
          // A failure was told (the snackbar) and the routine reloaded: the dialog closes on what is there now.
          if (done) setSelected(new Set());
        }}
      >
        {t('routineBuilder.removeSelectedText', { count: chosen.length })}
      </ConfirmDialog>
    </Stack>
  );
}
