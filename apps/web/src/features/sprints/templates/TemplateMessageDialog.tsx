import TextField from '@mui/material/TextField';
import { MAX_SPRINT_DAYS, MAX_SPRINT_TEXT, type SprintTemplateMessage } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../app/forms/TimeField';
import { ChangeDialog, wholeNumber } from '../../routines/builder/ChangeDialog';
import { MediaField } from '../../routines/definitions/MediaField';
import { useMessageMedia, type MediaBody } from '../useMessageMedia';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the dialog hands back: the message's fields and its media as the body carries them. */
export interface TemplateMessageDraft extends MediaBody {
  day: number;
  time: string;
  text: string;
}

/**
 * One message of a template, new or changed: its day, its time of day (HH:MM, the participant's), its
 * text and its media (from the library, or uploaded through the upload queue). Either a text or a file.
 * Rendered while open.
 */
export function TemplateMessageDialog({
  message,
  day,
  onClose,
  onSave,
}: {
  /** The message changed; absent: a new one on `day`. */
  message?: SprintTemplateMessage;
  day: number;
  onClose: () => void;
  onSave: (draft: TemplateMessageDraft) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [dayText, setDayText] = useState(String(message?.day ?? day));
  const [time, setTime] = useState(message?.time ?? '08:00');
  const [text, setText] = useState(message?.text ?? '');
  const [errors, setErrors] = useState<{ day?: string; time?: string; text?: string }>({});
  const media = useMessageMedia(message?.resource ?? null, t('sprints.mediaLabel'));

  const submit = () => {
    const n = wholeNumber(dayText);
    const next: typeof errors = {};
    if (n === null || n < 1 || n > MAX_SPRINT_DAYS) next.day = t('sprints.dayRange', { max: MAX_SPRINT_DAYS });
    if (!TIME.test(time)) next.time = t('sprints.timeInvalid');
    if (text.length > MAX_SPRINT_TEXT) next.text = t('sprints.textTooLong', { count: MAX_SPRINT_TEXT });
    else if (!text.trim() && !media.hasMedia) next.text = t('sprints.emptyMessage');
    setErrors(next);
    if (Object.keys(next).length > 0) return Promise.resolve(null);
    const body = media.body();
    if (!body) return Promise.resolve(t('sprints.waitForUpload'));
    return onSave({ day: n!, time, text: text.trim(), ...body });
  };

  return (
    <ChangeDialog
      open
      title={message ? t('sprints.editMessageTitle') : t('sprints.newMessageTitle')}
      submitLabel={message ? t('sprints.save') : t('sprints.add')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('sprints.dayField')}
        value={dayText}
        onChange={(event) => setDayText(event.target.value)}
        error={Boolean(errors.day)}
        helperText={errors.day}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
      />
      <TimeField
        label={t('sprints.timeField')}
        value={time}
        onChange={(event) => setTime(event.target.value)}
        error={Boolean(errors.time)}
        helperText={errors.time ?? t('sprints.timeHint')}
        required
      />
      <TextField
        label={t('sprints.textField')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(errors.text)}
        helperText={errors.text}
        multiline
        minRows={3}
        autoFocus
      />
      <MediaField
        label={t('sprints.mediaLabel')}
        title={text.slice(0, 60)}
        value={media.choice}
        onChange={media.change}
        disabled={false}
      />
    </ChangeDialog>
  );
}
