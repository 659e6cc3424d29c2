import CheckIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TakenAnswer, TakenQuestion, TakenSection } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../app/ui/visuallyHidden';
import { TranslateAction } from '../../translation/TranslateAction';

/**
 * A survey's answers as staff read them: section by section, each question with all its answers, the
 * chosen ones highlighted (and said: "Chosen"), with what the taker typed; an embedded question under
 * its chosen answer.
 */
export function SurveyAnswers({ sections, writtenIn }: { sections: readonly TakenSection[]; writtenIn?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {sections.map((section, index) => (
        <Box component="section" key={section.id} aria-label={section.title}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            {t('surveys.sectionTitle', { number: index + 1, title: section.title })}
          </Typography>
          {section.completed ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.sectionOpen')}
            </Typography>
          )}
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {section.questions.map((question) => (
              <Box component="li" key={question.id} sx={{ mt: 1 }}>
                <Question question={question} writtenIn={writtenIn} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Whether a text or number question's answer holds something (those are answered by typing, not choosing). */
const typedIn = (question: TakenQuestion, answer: TakenAnswer) =>
  (['TEXT', 'TEXTAREA'].includes(question.type) && answer.content.trim() !== '') ||
  (question.type === 'NUMBER' && answer.value !== null);

function Question({ question, writtenIn }: { question: TakenQuestion; writtenIn?: string }) {
  const { t } = useTranslation();
  const typed = ['TEXT', 'TEXTAREA', 'NUMBER'].includes(question.type);
  const answered = question.answers.some((a) => a.selected || typedIn(question, a));
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {question.content}
      </Typography>
      {answered ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('surveys.notAnswered')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', pl: 0, my: 0.5 }}>
        {question.answers
          .filter((a) => !typed || typedIn(question, a))
          .map((answer) => (
            <Answer
              key={answer.id}
              answer={answer}
              chosen={answer.selected || typedIn(question, answer)}
              writtenIn={writtenIn}
            />
          ))}
      </Box>
    </>
  );
}

function Answer({ answer, chosen, writtenIn }: { answer: TakenAnswer; chosen: boolean; writtenIn?: string }) {
  const { t } = useTranslation();
  const typed = answer.content.trim() !== '' ? answer.content : answer.value !== null ? String(answer.value) : null;
  return (
    <Box
      component="li"
      sx={{
        mt: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        ...(chosen ? { bgcolor: 'action.selected', fontWeight: 600 } : { color: 'text.secondary' }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {chosen ? (
          <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
        ) : (
          <Box sx={{ width: 20 }} />
        )}
        <Box sx={{ minWidth: 0 }}>
          {chosen ? <Box sx={VISUALLY_HIDDEN}>{t('surveys.chosen')}</Box> : null}
          <Typography variant="body2" sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}>
            {answer.label}
          </Typography>
          {chosen && typed !== null ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {typed}
            </Typography>
          ) : null}
          {/* What the participant typed (not a number) is in their language: Translate offers it in the reader's. */}
          {chosen && answer.content.trim() !== '' ? (
            <TranslateAction text={answer.content} sourceLanguage={writtenIn} />
          ) : null}
        </Box>
      </Stack>
      {chosen && answer.embeddedQuestion ? (
        <Box sx={{ pl: 3.5, mt: 0.5 }}>
          <Question question={answer.embeddedQuestion} writtenIn={writtenIn} />
        </Box>
      ) : null}
    </Box>
  );
}
