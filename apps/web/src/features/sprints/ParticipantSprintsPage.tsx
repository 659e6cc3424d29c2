import type FullCalendar from '@fullcalendar/react';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DEFAULT_TIME_ZONE,
  sprintOccurrenceStatusSchema,
  type Participant,
  type SprintMessage,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { addDays, formatDay, toDay, weekDays, weekStart } from '../../app/format/days';
import { toAppLanguage } from '../../app/i18n/i18n';
import { useSnackbar } from '../../app/ui/snackbar';
import { useParticipant } from '../participants/participantQueries';
import { ApplySprintDialog, type AppliedSprint } from './ApplySprintDialog';
import { MessageDefinitionDialog, type DefinitionChange } from './MessageDefinitionDialog';
import { MessagesGrid } from './MessagesGrid';
import { MessagesWeekList } from './MessagesWeekList';
import { SPRINTS_KEY, useParticipantMessages, type MessageRange } from './sprintsQueries';
import { STATUS_COLORS, STATUS_TEXT } from './statusColors';

type View = 'month' | 'list';
const VIEWS: readonly View[] = ['month', 'list'];
const TOGGLE_SX = {
  '& .MuiToggleButton-root': { color: 'text.primary' },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const;

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
  const { t, i18n } = useTranslation();
  const language = toAppLanguage(i18n.language);
  const firstDay = language === 'es' ? 1 : 0;
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const calendarRef = useRef<FullCalendar | null>(null);
  const [chosenView, setView] = useState<View | null>(null);
  const view = chosenView ?? (narrow ? 'list' : 'month');
  const [anchor, setAnchor] = useState(() => toDay(new Date()));
  const [grid, setGrid] = useState<{ range: MessageRange; title: string } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [applied, setApplied] = useState<AppliedSprint | null>(null);
  const close = () => setDialog(null);

  const listDays = weekDays(weekStart(anchor, firstDay));
  const range: MessageRange | null = view === 'list' ? { from: listDays[0]!, to: listDays[6]! } : (grid?.range ?? null);
  const title = view === 'list' ? `${formatDay(listDays[0]!)} – ${formatDay(listDays[6]!)}` : (grid?.title ?? '');
  const messages = useParticipantMessages(participant.profileId, range);
  const shown = messages.data ?? [];
  const timeZone = participant.timeZone;
  // The days shown and the definitions opened are read again.
  const reload = () => queryClient.invalidateQueries({ queryKey: SPRINTS_KEY });

  const navigate = (step: -1 | 0 | 1) => {
    const api = view === 'list' ? null : calendarRef.current?.getApi();
    if (api) {
      if (step === 0) api.today();
      else if (step < 0) api.prev();
      else api.next();
      return;
    }
    if (step === 0) setAnchor(toDay(new Date()));
    else setAnchor((current) => addDays(current, step * 7));
  };

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
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => navigate(0)}>
          {t('sprints.today')}
        </Button>
        <IconButton size="small" aria-label={t('sprints.previous')} onClick={() => navigate(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size="small" aria-label={t('sprints.next')} onClick={() => navigate(1)}>
          <ChevronRightIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          sx={{ flex: '1 1 160px', '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('sprints.viewLabel')}
          sx={TOGGLE_SX}
          onChange={(_event, value: View | null) => {
            if (!value) return;
            if (value === 'list' && grid)
              setAnchor(anchor >= grid.range.from && anchor <= grid.range.to ? anchor : grid.range.from);
            setView(value);
          }}
        >
          {VIEWS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`sprints.view.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
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
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        component="ul"
        aria-label={t('sprints.legend')}
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {sprintOccurrenceStatusSchema.options.map((status) => (
          <Box
            component="li"
            key={status}
            sx={{
              bgcolor: STATUS_COLORS[status],
              color: STATUS_TEXT,
              borderRadius: 1,
              px: 1,
              py: 0.25,
              typography: 'caption',
            }}
          >
            {t(`sprints.status.${status}`)}
          </Box>
        ))}
      </Stack>
      {applied?.messageInPast ? (
        <Alert severity="warning" onClose={() => setApplied(null)}>
          {t('sprints.pastWarning', { count: applied.skipped })}
        </Alert>
      ) : null}
      {messages.error ? <Alert severity="error">{errorMessage(messages.error, t)}</Alert> : null}
      <Box sx={{ height: 4 }}>{messages.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {view === 'list' ? (
        <MessagesWeekList
          days={listDays}
          messages={shown}
          language={language}
          onOpen={(occurrence) => setDialog({ kind: 'message', date: occurrence.date, occurrence })}
        />
      ) : (
        <MessagesGrid
          calendarRef={calendarRef}
          initialDate={anchor}
          language={language}
          messages={shown}
          onDates={(next, nextTitle, current) => {
            setGrid((before) =>
              before && before.range.from === next.from && before.range.to === next.to && before.title === nextTitle
                ? before
                : { range: next, title: nextTitle },
            );
            setAnchor(current);
          }}
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
