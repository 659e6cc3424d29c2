import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SprintTemplateMessage } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ResourceThumbnail } from '../../library/ResourceThumbnail';

/**
 * One day of a sprint template's timeline: its messages by time then position, each movable up or down
 * among those at the same time, changed or deleted when the template is editable. `messages` is the whole
 * timeline in order (a message's neighbours may be another day's).
 */
export function SprintTimelineDay({
  day,
  messages,
  editable,
  busy,
  onPreview,
  onAdd,
  onMove,
  onEdit,
  onDelete,
}: {
  day: number;
  messages: readonly SprintTemplateMessage[];
  editable: boolean;
  busy: boolean;
  onPreview: (day: number) => void;
  onAdd: (day: number) => void;
  onMove: (message: SprintTemplateMessage, step: -1 | 1) => void;
  onEdit: (message: SprintTemplateMessage) => void;
  onDelete: (message: SprintTemplateMessage) => void;
}) {
  const { t } = useTranslation();
  const dayMessages = messages.filter((m) => m.day === day);
  return (
    <Paper component="li" variant="outlined" aria-label={t('sprints.dayLabel', { day })} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: dayMessages.length ? 1 : 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {t('sprints.dayLabel', { day })}
        </Typography>
        {dayMessages.length > 0 ? (
          <Button size="small" aria-label={t('sprints.previewDayLabel', { day })} onClick={() => onPreview(day)}>
            {t('sprints.previewDay')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            aria-label={t('sprints.addMessageTo', { day })}
            onClick={() => onAdd(day)}
          >
            {t('sprints.addMessage')}
          </Button>
        ) : null}
      </Stack>
      {dayMessages.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('sprints.noMessages')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {dayMessages.map((message) => {
            const index = messages.indexOf(message);
            const before = messages[index - 1];
            const after = messages[index + 1];
            const canUp = before?.day === day && before.time === message.time;
            const canDown = after?.day === day && after.time === message.time;
            const label = t('sprints.messageAt', { time: message.time });
            return (
              <Stack
                component="li"
                key={message.id}
                direction="row"
                spacing={1.5}
                aria-label={label}
                sx={{ alignItems: 'flex-start', p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
              >
                <Typography variant="subtitle2" sx={{ minWidth: 48, fontVariantNumeric: 'tabular-nums' }}>
                  {message.time}
                </Typography>
                {message.resource ? <ResourceThumbnail resource={message.resource} size={40} /> : null}
                <Typography
                  variant="body2"
                  sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                >
                  {message.text || (message.resource?.title ?? '')}
                </Typography>
                {editable ? (
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <IconButton
                      size="small"
                      aria-label={t('sprints.moveUp', { label })}
                      disabled={!canUp || busy}
                      onClick={() => onMove(message, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('sprints.moveDown', { label })}
                      disabled={!canDown || busy}
                      onClick={() => onMove(message, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('sprints.edit', { label })} onClick={() => onEdit(message)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('sprints.deleteMessage', { label })}
                      onClick={() => onDelete(message)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
