import TextField from '@mui/material/TextField';
import { MAX_ANSWER_TEXT, type TakenAnswer } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswering } from './answeringContext';

/** A number as typed: none for an empty or unfinished one ("-", "1e"). */
const numberOf = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/** The hint of a number's bounds ("Between 0 and 120"), none when it has none. */
export function useRangeHint(): (answer: Pick<TakenAnswer, 'minValue' | 'maxValue'>) => string | undefined {
  const { t } = useTranslation();
  return ({ minValue: min, maxValue: max }) => {
    if (min !== null && max !== null) return t('surveys.take.between', { min, max });
    if (min !== null) return t('surveys.take.atLeast', { min });
    if (max !== null) return t('surveys.take.atMost', { max });
    return undefined;
  };
}

/**
 * What a taker types into an answer: a text, a longer text or a number (with its bounds). Kept in the field
 * as typed; saved after a pause and when the field is left.
 */
export function TypedAnswerField({
  answer,
  path,
  kind,
  label,
  describedBy,
  invalid,
}: {
  answer: TakenAnswer;
  path: readonly number[];
  kind: 'text' | 'textarea' | 'number';
  label: string;
  /** The question's message (what is missing), read with the field. */
  describedBy?: string;
  invalid?: boolean;
}) {
  const { saver, disabled } = useAnswering();
  const rangeHint = useRangeHint();
  const [text, setText] = useState(
    kind === 'number' ? (answer.value === null ? '' : String(answer.value)) : answer.content,
  );
  const change = (typed: string) => {
    setText(typed);
    const body = kind === 'number' ? { value: numberOf(typed) } : { content: typed };
    saver.change({ path, body, exclusive: false }, { delayed: true });
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      type={kind === 'number' ? 'number' : 'text'}
      multiline={kind === 'textarea'}
      minRows={kind === 'textarea' ? 3 : undefined}
      disabled={disabled}
      error={invalid}
      helperText={kind === 'number' ? rangeHint(answer) : undefined}
      onChange={(event) => change(event.target.value)}
      onBlur={() => saver.flushAnswer(path)}
      slotProps={{
        htmlInput: {
          ...(kind === 'number'
            ? { min: answer.minValue ?? undefined, max: answer.maxValue ?? undefined, inputMode: 'decimal' }
            : { maxLength: MAX_ANSWER_TEXT }),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      }}
    />
  );
}
