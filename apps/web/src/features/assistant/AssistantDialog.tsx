import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SamiAnswer } from '@stride/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { askAssistant, saveFinalAnswer } from './assistantApi';

interface AssistantDialogProps {
  participantProfileId: number;
  onClose: () => void;
}

/**
 * Ask, read the draft (labelled when it is not from a model), edit it, save it as the final answer.
 * Mounted only while open, so each opening starts empty.
 */
export function AssistantDialog({ participantProfileId, onClose }: AssistantDialogProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState(false);
  const [draft, setDraft] = useState<SamiAnswer | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState(false);
  const [busy, setBusy] = useState<'ask' | 'save' | null>(null);
  // Told inside the dialog: while it is open the rest of the page (the snackbar too) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    setQuestionError(text === '');
    if (text === '') return;
    setBusy('ask');
    setFailure(null);
    try {
      const drafted = await askAssistant({ targetProfileId: participantProfileId, question: text });
      setDraft(drafted);
      setAnswer(drafted.answer);
      setAnswerError(false);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!draft) return;
    const text = answer.trim();
    setAnswerError(text === '');
    if (text === '') return;
    setBusy('save');
    setFailure(null);
    try {
      await saveFinalAnswer(draft, text);
      snackbar.show(t('assistant.saved'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('assistant.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Stack component="form" noValidate spacing={1} onSubmit={(event) => void ask(event)}>
            <TextField
              label={t('assistant.question')}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              error={questionError}
              helperText={questionError ? t('assistant.questionRequired') : t('assistant.questionHelp')}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              disabled={busy !== null}
              multiline
              minRows={2}
              required
              autoFocus
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant={draft ? 'outlined' : 'contained'} loading={busy === 'ask'}>
                {draft ? t('assistant.askAgain') : t('assistant.ask')}
              </Button>
            </Stack>
          </Stack>
          {draft ? (
            <>
              <Alert severity={draft.source === 'builtin' ? 'info' : 'warning'}>
                {draft.source === 'builtin' ? t('assistant.builtinLabel') : t('assistant.modelLabel')}
              </Alert>
              {draft.note ? <Alert severity="warning">{draft.note}</Alert> : null}
              <TextField
                label={t('assistant.answer')}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                error={answerError}
                helperText={answerError ? t('assistant.answerRequired') : t('assistant.answerHelp')}
                slotProps={{ htmlInput: { maxLength: 8000 } }}
                disabled={busy !== null}
                multiline
                minRows={6}
              />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          {t('assistant.close')}
        </Button>
        <Button variant="contained" disabled={!draft} loading={busy === 'save'} onClick={() => void save()}>
          {t('assistant.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
