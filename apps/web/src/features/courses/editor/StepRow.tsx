import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseStep } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ResourceThumbnail } from '../../library/ResourceThumbnail';

export type StepAction = 'up' | 'down' | 'edit' | 'delete';

/**
 * One step of the editor's list: its number and title, its media's thumbnail and a link mark; on a course
 * of the user's own a drag handle (mouse, touch, or the keyboard: Space, arrows, Space), Move up and Move
 * down for whoever does not drag, Edit and Delete.
 */
export function StepRow({
  step,
  index,
  count,
  editable,
  busy,
  onAction,
}: {
  step: CourseStep;
  index: number;
  count: number;
  editable: boolean;
  busy: boolean;
  onAction: (action: StepAction, step: CourseStep) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: step.id,
    disabled: !editable,
  });
  const named = { number: index + 1, title: step.title };
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={t('courses.numbered', named)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      {editable ? (
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          {...attributes}
          {...listeners}
          aria-label={t('courses.drag.handle', named)}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, textAlign: 'right' }} aria-hidden>
        {index + 1}.
      </Typography>
      {step.media ? <ResourceThumbnail resource={{ ...step.media, title: step.media.title }} size={40} /> : null}
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{step.title}</Typography>
        {step.link ? (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <LinkIcon fontSize="inherit" aria-hidden />
            {step.link}
          </Typography>
        ) : null}
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', gap: 0.25, ml: 'auto' }}>
          <IconButton
            size="small"
            aria-label={t('courses.moveUp', named)}
            disabled={busy || index === 0}
            onClick={() => onAction('up', step)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('courses.moveDown', named)}
            disabled={busy || index >= count - 1}
            onClick={() => onAction('down', step)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('courses.editStep', named)} onClick={() => onAction('edit', step)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('courses.deleteStep', named)}
            disabled={busy}
            onClick={() => onAction('delete', step)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
    </Paper>
  );
}
