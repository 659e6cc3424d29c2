import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SprintTemplate, SprintTemplateMessage, SprintTemplateMessageBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, useErrorHandler } from '../../../app/errors';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { ApplySprintDialog, type AppliedSprint } from '../participant/ApplySprintDialog';
import { MessageBubble } from '../MessageBubble';
import { SprintPreviewDialog } from './SprintPreviewDialog';
import { SprintTimelineDay } from './SprintTimelineDay';
import { TemplateMessageDialog, type TemplateMessageDraft } from './TemplateMessageDialog';
import { duplicateTemplate, saveTemplate } from '../sprintsApi';
import { storeTemplate, templateKey, useTemplate } from '../sprintsQueries';
import { sprintPath } from './SprintsPage';

/** The timeline's order: by day, time, then position (the list's order). */
export const byTimeline = (a: SprintTemplateMessage, b: SprintTemplateMessage) =>
  a.day - b.day || a.time.localeCompare(b.time) || a.position - b.position;

/** A message as the PUT carries it: what it is, keeping its id and media. */
const asBody = (m: SprintTemplateMessage): SprintTemplateMessageBody => ({
  id: m.id,
  day: m.day,
  time: m.time,
  text: m.text,
  resourceId: m.resourceId,
});

type Dialog =
  | { kind: 'message'; day: number; message?: SprintTemplateMessage }
  | { kind: 'delete'; message: SprintTemplateMessage }
  | { kind: 'apply' }
  | { kind: 'preview'; day?: number };

/**
 * /sprints/{id}: a template's editor. Its name, a timeline of days (Day 1 to the last day with a message,
 * one more, and any added), each day's messages by time then position: add, change (dialog), delete and
 * move up or down among those at the same time; a preview as the participant reads them; apply to
 * participants. Each change saves the whole timeline (PUT with If-Match: 'Saved!'). A platform or shared
 * template is read-only: duplicate it to change it.
 */
export default function SprintEditorPage() {
  const params = useParams();
  const id = Number(params.id);
  const template = useTemplate(id);
  const { t } = useTranslation();
  useBreadcrumbLabel(params.id, template.data?.name);
  if (template.error) return <Alert severity="error">{errorMessage(template.error, t)}</Alert>;
  if (!template.data) return <LinearProgress aria-label={t('common.loading')} />;
  return <SprintEditor key={template.data.id} template={template.data} />;
}

function SprintEditor({ template }: { template: SprintTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [name, setName] = useState(template.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [addedDays, setAddedDays] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [applied, setApplied] = useState<AppliedSprint | null>(null);
  const close = () => setDialog(null);
  const editable = template.editable;

  const messages = [...template.messages].sort(byTimeline);
  const lastDay = messages.reduce((max, m) => Math.max(max, m.day), 0);
  const dayCount = Math.max(lastDay + 1, addedDays, 1);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);

  /** Saves the name and the whole timeline; answers the failure's words, or null when saved. */
  const save = async (body: { name?: string; messages?: SprintTemplateMessageBody[] }): Promise<string | null> => {
    setBusy(true);
    try {
      const saved = await saveTemplate(template, body, (current) => storeTemplate(queryClient, current));
      storeTemplate(queryClient, saved);
      snackbar.show(t('sprints.saved'));
      return null;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: templateKey(template.id) });
      return errorMessage(error, t);
    } finally {
      setBusy(false);
    }
  };
  /** A change of the page itself (not in a dialog): a failure goes to the snackbar. */
  const saveHere = async (body: Parameters<typeof save>[0]) => {
    const failure = await save(body);
    if (failure) snackbar.show(failure, 'error');
  };

  const rename = () => {
    const value = name.trim();
    if (value === template.name) return;
    if (!value) return setNameError(t('sprints.required'));
    setNameError(null);
    void saveHere({ name: value });
  };

  const saveMessage = (draft: TemplateMessageDraft, message?: SprintTemplateMessage) => {
    // A changed message keeps its place in the list (its position among those at the same time).
    const list = message
      ? messages.map((m) => (m.id === message.id ? { id: m.id, ...draft } : asBody(m)))
      : [...messages.map(asBody), draft];
    return save({ messages: list }).then((failure) => {
      if (!failure) close();
      return failure;
    });
  };

  /** Swaps a message with its neighbour of the same day and time. */
  const move = (message: SprintTemplateMessage, step: -1 | 1) => {
    const index = messages.indexOf(message);
    const other = messages[index + step];
    if (!other) return;
    const order = [...messages];
    order[index] = other;
    order[index + step] = message;
    void saveHere({ messages: order.map(asBody) });
  };

  const duplicate = async () => {
    try {
      const copy = await duplicateTemplate(template);
      snackbar.show(t('sprints.duplicated'));
      await navigate(sprintPath(copy.id));
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/sprints" variant="body2">
        {t('sprints.back')}
      </Link>
      {editable ? (
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {template.name}
        </Typography>
      ) : null}
      {editable ? (
        <TextField
          label={t('sprints.nameField')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') rename();
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? t('sprints.nameHint')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ maxWidth: 560 }}
        />
      ) : (
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {template.name}
        </Typography>
      )}
      {editable ? null : (
        <Alert severity="info">
          {template.companyId === null ? t('sprints.platformHint') : t('sprints.sharedHint')}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({ kind: 'apply' })}>
          {t('sprints.applyAction')}
        </Button>
        <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setDialog({ kind: 'preview' })}>
          {t('sprints.preview')}
        </Button>
        {editable ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAddedDays(dayCount + 1)}>
            {t('sprints.addDay')}
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void duplicate()}>
            {t('sprints.duplicate')}
          </Button>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {t('sprints.summary', { days: lastDay, count: messages.length })}
        </Typography>
      </Stack>
      {applied?.messageInPast ? (
        <Alert severity="warning" onClose={() => setApplied(null)}>
          {t('sprints.pastWarning', { count: applied.skipped })}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{busy ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      <Stack component="ol" spacing={1.5} aria-label={t('sprints.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {days.map((day) => (
          <SprintTimelineDay
            key={day}
            day={day}
            messages={messages}
            editable={editable}
            busy={busy}
            onPreview={(shown) => setDialog({ kind: 'preview', day: shown })}
            onAdd={(added) => setDialog({ kind: 'message', day: added })}
            onMove={move}
            onEdit={(message) => setDialog({ kind: 'message', day: message.day, message })}
            onDelete={(message) => setDialog({ kind: 'delete', message })}
          />
        ))}
      </Stack>

      {dialog?.kind === 'message' ? (
        <TemplateMessageDialog
          message={dialog.message}
          day={dialog.day}
          onClose={close}
          onSave={(draft) => saveMessage(draft, dialog.message)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('sprints.deleteMessageTitle')}
        confirmLabel={t('sprints.delete')}
        destructive
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const gone = dialog.message;
          const failure = await save({ messages: messages.filter((m) => m.id !== gone.id).map(asBody) });
          if (failure) {
            snackbar.show(failure, 'error');
            throw new Error(failure);
          }
        }}
      >
        {dialog?.kind === 'delete' ? (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            <MessageBubble
              message={dialog.message}
              caption={t('sprints.dayAt', { day: dialog.message.day, time: dialog.message.time })}
            />
          </Box>
        ) : null}
      </ConfirmDialog>
      {dialog?.kind === 'apply' ? (
        <ApplySprintDialog template={template} onClose={close} onApplied={setApplied} />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <SprintPreviewDialog
          name={template.name}
          messages={dialog.day === undefined ? messages : messages.filter((m) => m.day === dialog.day)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
