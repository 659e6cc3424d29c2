import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_TIME_ZONE,
  sprintOccurrenceStatusSchema,
  type Participant,
  type SprintMessage,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../app/errors';
import { CalendarLegend } from '../../../app/calendar/CalendarLegend';
import { CalendarToolbar } from '../../../app/calendar/CalendarToolbar';
import { useCalendarView } from '../../../app/calendar/useCalendarView';
import { toDay } from '../../../app/format/days';
import { useSnackbar } from '../../../app/ui/snackbar';
import { useParticipant } from '../../participants/participantQueries';
import { ApplySprintDialog, type AppliedSprint } from './ApplySprintDialog';
import { MessageDefinitionDialog, type DefinitionChange } from './MessageDefinitionDialog';
import { MessagesGrid } from './MessagesGrid';
import { MessagesWeekList } from './MessagesWeekList';
import { SPRINTS_KEY, useParticipantMessages } from '../sprintsQueries';
import { STATUS_COLORS, STATUS_TEXT } from '../statusColors';

const GRIDS = ['month'] as const;
const VIEWS = [...GRIDS, 'list'] as const;

type Dialog = { kind: 'apply' } | { kind: 'message'; date: string; occurrence?: SprintMessage };

/**
 * /participants/{id}/sprints: the participant's timed-release messages (planned, sent, skipped) on a month
 * (FullCalendar) or, on a phone, a week as a list; apply a sprint from a start date, add a one-off message,
 * open one to change or stop it, detach a day of a series, delete a whole applied series. Days and times
 * are the participant's (their zone in the header).
 */
export default function ParticipantSprintsPage() {
  const userId = Number(useParams().id);
  const { data: participant } = useParticipant(userId);
  if (!participant) return null;
  return <ParticipantSprints key={userId} participant={participant} />;
}

function ParticipantSprints({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const shown = useCalendarView(GRIDS);
  const { language, view, anchor, range } = shown;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [applied, setApplied] = useState<AppliedSprint | null>(null);
  const close = () => setDialog(null);

  const messages = useParticipantMessages(participant.profileId, range);
  const messageList = messages.data ?? [];
  const timeZone = participant.timeZone;
  // The days shown and the definitions opened are read again.
  const reload = () => queryClient.invalidateQueries({ queryKey: SPRINTS_KEY });

  /** A change from the message dialog: confirmed with the spec's words, the days read again either way. */
  const change = async (run: DefinitionChange, success: string) => {
    try {
      await run();
      snackbar.show(success);
      return true;
    } catch (error) {
      snackbar.show(errorMessage(error, t), 'error');
      return false;
    } finally {
      await reload();
    }
  };

  const today = toDay(new Date());
  const newDate = range && (today < range.from || today > range.to) ? anchor : today;

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {timeZone
          ? t('sprints.timeZone', { zone: timeZone })
          : t('sprints.timeZoneDefault', { zone: DEFAULT_TIME_ZONE })}
      </Typography>
      <CalendarToolbar
        strings="sprints"
        title={shown.title}
        views={VIEWS}
        view={view}
        onNavigate={shown.navigate}
        onView={shown.chooseView}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setDialog({ kind: 'apply' })}>
          {t('sprints.applySprint')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'message', date: newDate })}
        >
          {t('sprints.addMessage')}
        </Button>
      </Stack>
      <CalendarLegend
        label={t('sprints.legend')}
        textColor={STATUS_TEXT}
        entries={sprintOccurrenceStatusSchema.options.map((status) => ({
          key: status,
          label: t(`sprints.status.${status}`),
          color: STATUS_COLORS[status],
        }))}
      />
      {applied?.messageInPast ? (
        <Alert severity="warning" onClose={() => setApplied(null)}>
          {t('sprints.pastWarning', { count: applied.skipped })}
        </Alert>
      ) : null}
      {messages.error ? <Alert severity="error">{errorMessage(messages.error, t)}</Alert> : null}
      <Box sx={{ height: 4 }}>{messages.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {view === 'list' ? (
        <MessagesWeekList
          days={shown.listDays}
          messages={messageList}
          language={language}
          onOpen={(occurrence) => setDialog({ kind: 'message', date: occurrence.date, occurrence })}
        />
      ) : (
        <MessagesGrid
          calendarRef={shown.calendarRef}
          initialDate={anchor}
          language={language}
          messages={messageList}
          onDates={shown.onDates}
          onOpen={(occurrence) => setDialog({ kind: 'message', date: occurrence.date, occurrence })}
        />
      )}

      {dialog?.kind === 'apply' ? (
        <ApplySprintDialog
          participant={participant}
          onClose={close}
          onApplied={(result) => {
            setApplied(result);
            void queryClient.invalidateQueries({ queryKey: SPRINTS_KEY });
          }}
        />
      ) : null}
      {dialog?.kind === 'message' ? (
        <MessageDefinitionDialog
          key={dialog.occurrence ? `${dialog.occurrence.definitionId}-${dialog.occurrence.occurrence}` : 'new'}
          profileId={participant.profileId}
          occurrence={dialog.occurrence}
          date={dialog.date}
          onClose={close}
          onChange={change}
        />
      ) : null}
    </Stack>
  );
}
