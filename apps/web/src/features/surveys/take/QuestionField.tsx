import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MAX_EMBEDDING_LEVEL,
  numberInRange,
  questionMissing,
  type MissingReason,
  type TakenAnswer,
  type TakenQuestion,
} from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SINGLE_TYPES } from './answerTree';
import { useAnswering } from './answeringContext';
import { TypedAnswerField } from './TypedAnswerField';

const TYPED: ReadonlySet<TakenQuestion['type']> = new Set(['TEXT', 'TEXTAREA', 'NUMBER']);
const DROPDOWN: ReadonlySet<TakenQuestion['type']> = new Set(['DROPDOWN_LIST', 'OPTION']);

/** What is missing, in the taker's words, under the question. */
function useMissingText(): (question: TakenQuestion, reason: MissingReason) => string {
  const { t } = useTranslation();
  return (question, reason) => {
    if (reason === 'NO_SELECTION')
      return SINGLE_TYPES.has(question.type)
        ? t('surveys.take.missing.chooseOne')
        : t('surveys.take.missing.chooseSome');
    if (reason === 'NUMBER_OUT_OF_RANGE') {
      const wrong = question.answers.find(
        (a) => (question.type === 'NUMBER' || (a.selected && a.type === 'number')) && !numberInRange(a),
      );
      const min = wrong?.minValue ?? null;
      const max = wrong?.maxValue ?? null;
      if (min !== null && max !== null) return t('surveys.take.missing.numberBetween', { min, max });
      if (min !== null) return t('surveys.take.missing.numberAtLeast', { min });
      if (max !== null) return t('surveys.take.missing.numberAtMost', { max });
      return t('surveys.take.missing.number');
    }
    return t(`surveys.take.missing.${reason}`);
  };
}

/**
 * One question as the taker answers it, by its type: one choice (radio buttons), several (checkboxes), a
 * list (a select), a text or a number. A chosen answer that takes a text or a number shows its field, and
 * its embedded question under it (two levels at most). `reason` is what is still missing (shown under it).
 */
export function QuestionField({
  question,
  parentPath,
  reason,
  flagged,
}: {
  question: TakenQuestion;
  /** The answers above this question (none for a top-level one). */
  parentPath: readonly number[];
  /** What is missing, when the taker was told (a top-level question's is its page's). */
  reason: MissingReason | null;
  /** The top-level question was found incomplete: embedded questions say what they miss too. */
  flagged: boolean;
}) {
  const { t } = useTranslation();
  const { saver, disabled } = useAnswering();
  const missingText = useMissingText();
  const labelId = useId();
  const messageId = useId();
  const single = SINGLE_TYPES.has(question.type);
  const pathOf = (answer: TakenAnswer) => [...parentPath, answer.id];
  const choose = (answer: TakenAnswer, selected: boolean) =>
    saver.change({ path: pathOf(answer), body: { selected }, exclusive: single });
  const chosen = question.answers.filter((a) => a.selected);
  const message = reason ? missingText(question, reason) : null;
  const describedBy = message ? messageId : undefined;

  let input;
  if (TYPED.has(question.type)) {
    const kind = question.type === 'NUMBER' ? 'number' : question.type === 'TEXTAREA' ? 'textarea' : 'text';
    input = (
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {question.answers.map((answer) => (
          <TypedAnswerField
            key={answer.id}
            answer={answer}
            path={pathOf(answer)}
            kind={kind}
            // One answer is the question's field; several are named each by their own words.
            label={question.answers.length > 1 && answer.label ? answer.label : t('surveys.take.yourAnswer')}
            describedBy={describedBy}
            invalid={Boolean(message)}
          />
        ))}
      </Stack>
    );
  } else if (DROPDOWN.has(question.type)) {
    input = (
      <TextField
        select
        size="small"
        fullWidth
        sx={{ mt: 1 }}
        label={t('surveys.take.choose')}
        value={chosen[0]?.id ?? ''}
        disabled={disabled}
        error={Boolean(message)}
        onChange={(event) => {
          const answer = question.answers.find((a) => a.id === Number(event.target.value));
          if (answer) choose(answer, true);
        }}
        slotProps={{ htmlInput: describedBy ? { 'aria-describedby': describedBy } : undefined }}
      >
        {question.answers.map((answer) => (
          <MenuItem key={answer.id} value={answer.id}>
            {answer.label}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    input = (
      <Box role={single ? 'radiogroup' : undefined} aria-labelledby={single ? labelId : undefined} sx={{ mt: 0.5 }}>
        {question.answers.map((answer) => (
          <Box key={answer.id}>
            <FormControlLabel
              label={answer.label}
              disabled={disabled}
              // A label's first line centred on its control (42 px tall; a body2 line is 20 px), longer ones below it.
              sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: '11px' }, mr: 0 }}
              control={
                single ? (
                  <Radio
                    name={`question-${question.id}`}
                    checked={answer.selected}
                    onChange={(event) => choose(answer, event.target.checked)}
                  />
                ) : (
                  <Checkbox checked={answer.selected} onChange={(event) => choose(answer, event.target.checked)} />
                )
              }
              slotProps={{ typography: { variant: 'body2' } }}
            />
            {answer.selected ? <AnswerExtras answer={answer} path={pathOf(answer)} flagged={flagged} /> : null}
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <FormControl
      component="fieldset"
      error={Boolean(message)}
      fullWidth
      data-question={question.id}
      aria-describedby={describedBy}
      sx={{ minWidth: 0 }}
    >
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ color: 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {question.content}
      </FormLabel>
      {input}
      {DROPDOWN.has(question.type) && chosen[0] ? (
        <AnswerExtras answer={chosen[0]} path={pathOf(chosen[0])} flagged={flagged} />
      ) : null}
      {message ? (
        <FormHelperText id={messageId} sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

/** Under a chosen answer: its text or number field, and its embedded question (two levels at most). */
function AnswerExtras({ answer, path, flagged }: { answer: TakenAnswer; path: readonly number[]; flagged: boolean }) {
  const { t } = useTranslation();
  const embedded = answer.embeddedQuestion && path.length <= MAX_EMBEDDING_LEVEL ? answer.embeddedQuestion : null;
  if (!answer.type && !embedded) return null;
  return (
    <Stack spacing={1.5} sx={{ pl: { xs: 2, sm: 4 }, py: 1, borderLeft: 2, borderColor: 'divider', ml: 1.5 }}>
      {answer.type ? (
        <TypedAnswerField
          answer={answer}
          path={path}
          kind={answer.type}
          label={t('surveys.take.answerFor', { answer: answer.label })}
          invalid={flagged && questionMissingOfAnswer(answer)}
        />
      ) : null}
      {embedded ? (
        <QuestionField
          question={embedded}
          parentPath={path}
          reason={flagged ? questionMissing(embedded) : null}
          flagged={flagged}
        />
      ) : null}
    </Stack>
  );
}

/** Whether a chosen answer's own text or number is what is missing. */
function questionMissingOfAnswer(answer: TakenAnswer): boolean {
  if (answer.type === 'number') return !numberInRange(answer);
  return (answer.type === 'text' || answer.type === 'textarea') && answer.content.trim() === '';
}
