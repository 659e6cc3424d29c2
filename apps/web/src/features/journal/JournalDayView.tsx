import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { formatWeekday } from '../../app/format/days';
import { useParticipant } from '../participants/participantQueries';
import { TranslateAction } from '../translation/TranslateAction';
import { CommentThread } from './CommentThread';
import { useJournalDay } from './journalQueries';
import { MealContent, MealHeading } from './MealView';
import { useNewComments } from './useNewComments';

/**
 * A day of a participant's journal as staff read it: the participant's comment on the day, then each meal
 * (kind, time, text, photos) with its conversation, the participant's new comments marked, and a field to
 * add a comment.
 */
export function JournalDayView({ participantId, date }: { participantId: number; date: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const day = useJournalDay(participantId, date);
  const isNew = useNewComments(day.data);
  // What the participant wrote is in their language: Translate offers it in the reader's.
  const writtenIn = useParticipant(participantId).data?.language;

  let content;
  if (day.isPending) {
    content = (
      <Stack spacing={1.5} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (day.error && !day.data) {
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
  } else if (day.data) {
    const { comment, meals } = day.data;
    content = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {t('journal.day.participantComment')}
          </Typography>
          <Typography
            variant="body1"
            color={comment ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {comment || t('journal.day.noComment')}
          </Typography>
          {comment ? <TranslateAction text={comment} sourceLanguage={writtenIn} /> : null}
        </Box>
        {meals.length === 0 ? (
          <Typography color="text.secondary">{t('journal.day.noMeals')}</Typography>
        ) : (
          meals.map((meal) => (
            <Paper
              key={meal.id}
              variant="outlined"
              component="article"
              aria-label={`${t(`journal.kind.${meal.kind}`)} ${meal.time ?? ''}`.trim()}
              sx={{ p: { xs: 1.5, sm: 2 } }}
            >
              <Stack spacing={1.5}>
                <MealHeading meal={meal} />
                <MealContent meal={meal} />
                {meal.text ? <TranslateAction text={meal.text} sourceLanguage={writtenIn} /> : null}
                <CommentThread participantId={participantId} meal={meal} isNew={isNew} viewerIsParticipant={false} />
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {formatWeekday(date)}
      </Typography>
      {content}
    </Box>
  );
}
