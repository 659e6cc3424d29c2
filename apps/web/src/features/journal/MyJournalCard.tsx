import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_JOURNAL_TEXT, type JournalDay } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { errorMessage, useErrorHandler } from '../../app/errors';
import { formatWeekday } from '../../app/format/days';
import { useReveal } from '../../app/ui/reveal';
import { useSnackbar } from '../../app/ui/snackbar';
import { useParticipant } from '../participants/participantQueries';
import { CommentThread } from './CommentThread';
import { journalDayKey, refreshJournal, saveDayComment, useJournalDay, useJournalRealtime } from './journalQueries';
import { MealEditor } from './MealEditor';
import { MealContent, MealHeading } from './MealView';
import { useNewComments } from './useNewComments';

/**
 * The participant's journal for today on /my-day (issue 18), shown only while their journalAvailable is
 * on (and their company's: the server answers 404 otherwise): how the day went, the meals with photos
 * from the phone, and under each meal the advisor's comments (new ones marked) with a field to answer.
 */
export function MyJournalCard({
  userId,
  day,
  today,
  focus = false,
}: {
  userId: number;
  day: string;
  today: string;
  /** Opened for this day (a notification's /my-day?date=): the card is scrolled into view once shown. */
  focus?: boolean;
}) {
  const { data: participant } = useParticipant(userId);
  if (!participant?.journalAvailable) return null;
  return <JournalCard userId={userId} date={day} today={today} focus={focus} />;
}

function JournalCard({ userId, date, today, focus }: { userId: number; date: string; today: string; focus: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const day = useJournalDay(userId, date);
  useJournalRealtime(userId);
  const isNew = useNewComments(day.data);
  const queryClient = useQueryClient();
  const section = useRef<HTMLElement>(null);
  const loaded = day.data !== undefined;
  useEffect(() => {
    if (focus && loaded) section.current?.scrollIntoView?.({ block: 'start' });
  }, [focus, loaded]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // A saved meal takes its place by its time, perhaps off-screen: it is scrolled to and focused.
  const { reveal, revealRef } = useReveal<number>();
  const done = (savedId?: number) => {
    setEditing(null);
    if (savedId !== undefined) reveal(savedId);
    void refreshJournal(queryClient, userId);
  };

  // Turned off for the company (or gone): no card.
  if (day.error instanceof ApiError && (day.error.status === 404 || day.error.status === 403)) return null;

  let content;
  if (day.isPending) {
    content = <Skeleton variant="rounded" height={120} aria-busy="true" />;
  } else if (!day.data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void day.refetch()}>
            {t('journal.retry')}
          </Button>
        }
      >
        {errorMessage(day.error, t)}
      </Alert>
    );
  } else {
    const data = day.data;
    const fresh = data.meals.flatMap((meal) => meal.comments).filter((comment) => isNew(comment.id)).length;
    content = (
      <Stack spacing={2}>
        {data.editable ? (
          <DayComment key={`${data.date}-${data.comment}`} day={data} />
        ) : data.comment ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.comment}</Typography>
        ) : null}
        {fresh > 0 ? (
          <Alert severity="info" role="status">
            {t('journal.mine.newComments', { count: fresh })}
          </Alert>
        ) : null}
        {data.meals.map((meal) =>
          editing === meal.id ? (
            <Paper key={meal.id} variant="outlined" sx={{ p: 1.5 }}>
              <MealEditor participantId={userId} date={date} meal={meal} onDone={done} />
            </Paper>
          ) : (
            <Paper
              key={meal.id}
              ref={revealRef(meal.id)}
              tabIndex={-1}
              variant="outlined"
              component="article"
              aria-label={`${t(`journal.kind.${meal.kind}`)} ${meal.time ?? ''}`.trim()}
              sx={{ p: 1.5, scrollMarginTop: 80, scrollMarginBottom: 80 }}
            >
              <Stack spacing={1.5}>
                <MealHeading
                  meal={meal}
                  action={
                    data.editable ? (
                      <Button
                        size="small"
                        startIcon={<EditIcon />}
                        onClick={() => setEditing(meal.id)}
                        aria-label={t('common.forItem', {
                          action: t('journal.mine.editMeal'),
                          item: `${t(`journal.kind.${meal.kind}`)} ${meal.time ?? ''}`.trim(),
                        })}
                      >
                        {t('journal.mine.editMeal')}
                      </Button>
                    ) : undefined
                  }
                />
                <MealContent meal={meal} />
                <CommentThread participantId={userId} meal={meal} isNew={isNew} viewerIsParticipant />
              </Stack>
            </Paper>
          ),
        )}
        {editing === 'new' ? (
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <MealEditor participantId={userId} date={date} meal={null} onDone={done} />
          </Paper>
        ) : data.editable ? (
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('journal.mine.addMeal')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box component="section" ref={section} aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('journal.mine.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {date === today ? t('journal.mine.intro') : formatWeekday(date)}
      </Typography>
      {content}
    </Box>
  );
}

/** How the day went: the day's comment, saved with "Saved!". */
function DayComment({ day }: { day: JournalDay }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const onError = useErrorHandler();
  const [text, setText] = useState(day.comment);
  const [busy, setBusy] = useState(false);
  const changed = text.trim() !== day.comment;

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveDayComment(day, text.trim());
      queryClient.setQueryData(journalDayKey(day.participantId, day.date), saved);
      snackbar.show(t('journal.saved'));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        multiline
        minRows={2}
        label={t('journal.mine.dayComment')}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_JOURNAL_TEXT } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={busy || !changed}>
          {t('journal.mine.saveComment')}
        </Button>
      </Box>
    </Stack>
  );
}
