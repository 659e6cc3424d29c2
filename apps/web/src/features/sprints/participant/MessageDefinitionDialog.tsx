import CallSplitIcon from '@mui/icons-material/CallSplit';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  MAX_SPRINT_OCCURRENCES,
  MAX_SPRINT_TEXT,
  sprintRepeatSchema,
  type MessageDefinition,
  type SprintMessage,
  type SprintRepeat,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../app/forms/TimeField';
import { errorMessage } from '../../../app/errors';
import { formatDay, isPlainDate } from '../../../app/format/days';
import { wholeNumber } from '../../routines/builder/ChangeDialog';
import { MediaField } from '../../routines/definitions/MediaField';
import { createDefinition, deleteDefinition, deleteSeries, saveDefinition, splitDefinition } from '../sprintsApi';
import { useDefinition } from '../sprintsQueries';
import { useMessageMedia } from '../useMessageMedia';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const REPEATS = sprintRepeatSchema.options;

/** A change the dialog made, with the spec's words the page confirms it with. */
export type DefinitionChange = () => Promise<unknown>;

interface Props {
  profileId: number;
  /** The message clicked (its definition is loaded); absent: a new one-off message on `date`. */
  occurrence?: SprintMessage;
  date: string;
  onClose: () => void;
  /** Runs a change and confirms it; resolves whether it went through (a failure is told by the page). */
  onChange: (change: DefinitionChange, success: string) => Promise<boolean>;
}

/**
 * A participant's timed message: a new one-off message ('Message definition added!'), or the definition
 * of the message clicked (GET) to change (PUT with If-Match: 'Saved!') or stop (DELETE with If-Match), one
 * day of a repeated series detached (split), or every message of the applied template deleted
 * (correlationId: 'Messages deleted!'). Rendered while open.
 */
export function MessageDefinitionDialog({ profileId, occurrence, date, onClose, onChange }: Props) {
  const { t } = useTranslation();
  const definition = useDefinition(occurrence?.definitionId ?? null);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const title = occurrence ? t('sprints.definitionTitle') : t('sprints.addMessageTitle');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {occurrence && definition.error ? (
        <>
          <DialogContent>
            <Alert severity="error">{errorMessage(definition.error, t)}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('sprints.close')}</Button>
          </DialogActions>
        </>
      ) : occurrence && !definition.data ? (
        <DialogContent>
          <LinearProgress aria-label={t('common.loading')} />
        </DialogContent>
      ) : (
        <DefinitionForm
          profileId={profileId}
          occurrence={occurrence}
          definition={definition.data}
          date={date}
          onClose={onClose}
          onChange={onChange}
        />
      )}
    </Dialog>
  );
}

function DefinitionForm({
  profileId,
  occurrence,
  definition,
  date,
  onClose,
  onChange,
}: Props & { definition: MessageDefinition | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState(definition?.text ?? '');
  const [day, setDay] = useState(definition?.startDate ?? date);
  const [time, setTime] = useState(definition?.time ?? '08:00');
  const [repeat, setRepeat] = useState<SprintRepeat>(definition?.repeat ?? 'NONE');
  const [occurrences, setOccurrences] = useState(String(definition?.occurrences ?? 1));
  const [errors, setErrors] = useState<{ text?: string; date?: string; time?: string; occurrences?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'series' | null>(null);
  const media = useMessageMedia(definition?.resource ?? null, t('sprints.mediaLabel'));
  const repeated = definition !== undefined && definition.repeat !== 'NONE' && definition.occurrences > 1;

  const run = async (change: DefinitionChange, success: string) => {
    setBusy(true);
    setFailure(null);
    try {
      if (await onChange(change, success)) onClose();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const count = repeat === 'NONE' ? 1 : wholeNumber(occurrences);
    const next: typeof errors = {};
    if (!isPlainDate(day)) next.date = t('sprints.dateRequired');
    if (!TIME.test(time)) next.time = t('sprints.timeInvalid');
    if (count === null || count < 1 || count > MAX_SPRINT_OCCURRENCES)
      next.occurrences = t('sprints.occurrencesRange', { max: MAX_SPRINT_OCCURRENCES });
    if (text.length > MAX_SPRINT_TEXT) next.text = t('sprints.textTooLong', { count: MAX_SPRINT_TEXT });
    else if (!text.trim() && !media.hasMedia) next.text = t('sprints.emptyMessage');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const mediaBody = media.body();
    if (!mediaBody) return setFailure(t('sprints.waitForUpload'));
    const body = { text: text.trim(), startDate: day, time, repeat, occurrences: count!, ...mediaBody };
    if (definition) await run(() => saveDefinition(definition, body), t('sprints.saved'));
    else await run(() => createDefinition(profileId, body), t('sprints.definitionAdded'));
  };

  if (confirming && definition) {
    const series = confirming === 'series';
    return (
      <>
        <DialogContent>
          <Typography>
            {series
              ? t('sprints.deleteSeriesText', { name: definition.templateName ?? '' })
              : t('sprints.deleteDefinitionText', { count: definition.occurrences })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={busy}
            onClick={() =>
              void run(
                series ? () => deleteSeries(definition.correlationId!) : () => deleteDefinition(definition),
                t('sprints.messagesDeleted'),
              )
            }
          >
            {series ? t('sprints.deleteSeries') : t('sprints.delete')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          {definition && occurrence ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`sprints.statusOn.${occurrence.status}`, { date: formatDay(occurrence.date), time: occurrence.time })}
              {definition.templateName ? ` · ${t('sprints.fromTemplate', { name: definition.templateName })}` : ''}
            </Typography>
          ) : null}
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('sprints.dateField')}
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={Boolean(errors.date)}
              helperText={errors.date}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <TimeField
              label={t('sprints.timeField')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              error={Boolean(errors.time)}
              helperText={errors.time ?? t('sprints.timeHint')}
              required
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('sprints.repeatField')}
              value={repeat}
              onChange={(event) => setRepeat(event.target.value as SprintRepeat)}
              sx={{ flex: 1 }}
            >
              {REPEATS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`sprints.repeat.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {repeat === 'NONE' ? (
              <Box sx={{ flex: 1 }} />
            ) : (
              <TextField
                label={t('sprints.occurrencesField')}
                value={occurrences}
                onChange={(event) => setOccurrences(event.target.value)}
                error={Boolean(errors.occurrences)}
                helperText={errors.occurrences}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
          <MediaField
            label={t('sprints.mediaLabel')}
            title={text.slice(0, 60)}
            value={media.choice}
            onChange={media.change}
            disabled={busy}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {definition ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flex: 1, flexWrap: 'wrap' }}>
            <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming('delete')}>
              {t('sprints.delete')}
            </Button>
            {repeated && occurrence ? (
              <Button
                startIcon={<CallSplitIcon />}
                disabled={busy}
                onClick={() => void run(() => splitDefinition(definition, occurrence.date), t('sprints.saved'))}
              >
                {t('sprints.detachDay')}
              </Button>
            ) : null}
            {definition.correlationId ? (
              <Button
                color="error"
                startIcon={<DeleteSweepIcon />}
                disabled={busy}
                onClick={() => setConfirming('series')}
              >
                {t('sprints.deleteSeries')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {definition ? t('sprints.save') : t('sprints.add')}
        </Button>
      </DialogActions>
    </form>
  );
}
