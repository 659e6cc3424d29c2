import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_JOURNAL_COMMENT, type JournalMeal } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { formatDateTime } from '../../app/format/dates';
import { useSnackbar } from '../../app/ui/snackbar';
import { addComment, refreshJournal } from './journalQueries';

/**
 * The conversation under a meal, oldest first: who wrote each comment and when, the other side's new
 * ones marked "New"; below, "Add a comment" (Enter or the send button), confirmed with "Saved!".
 */
export function CommentThread({
  participantId,
  meal,
  isNew,
  viewerIsParticipant,
}: {
  participantId: number;
  meal: JournalMeal;
  /** Whether a comment is new to the viewer (kept while the day stays open). */
  isNew: (commentId: number) => boolean;
  viewerIsParticipant: boolean;
}) {
  const { t } = useTranslation();
  const kind = t(`journal.kind.${meal.kind}`);
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const onError = useErrorHandler();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const comment = text.trim();
    if (!comment || busy) return;
    setBusy(true);
    try {
      await addComment(participantId, meal.date, meal.id, comment);
      setText('');
      snackbar.show(t('journal.saved'));
      await refreshJournal(queryClient, participantId);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-label={t('journal.comments.label', { kind })}>
      {meal.comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('journal.comments.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {meal.comments.map((comment) => {
            const fresh = isNew(comment.id);
            const mine = comment.byParticipant === viewerIsParticipant;
            return (
              <Box
                component="li"
                key={comment.id}
                sx={{
                  p: 1,
                  borderRadius: 1,
                  bgcolor: mine ? 'action.hover' : 'background.default',
                  border: 1,
                  borderColor: fresh ? 'warning.main' : 'divider',
                }}
              >
                <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" component="span">
                    {mine ? t('journal.comments.you') : comment.authorName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="span">
                    {formatDateTime(comment.createdAt)}
                  </Typography>
                  {fresh ? <Chip size="small" color="warning" label={t('journal.comments.new')} /> : null}
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
      <TextField
        fullWidth
        size="small"
        multiline
        maxRows={4}
        label={t('journal.comments.add')}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: { maxLength: MAX_JOURNAL_COMMENT },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('common.forItem', { action: t('journal.comments.send'), item: kind })}
                  disabled={busy || !text.trim()}
                  onClick={() => void send()}
                >
                  <SendIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
