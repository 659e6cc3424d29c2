import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UploadState } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Floating } from '../../../../app/ui/floatingLayer';
import { uploadDialogTitle, type UploadTask } from './uploadQueue';

const STATE_KEYS: Record<UploadState, string> = {
  PENDING: 'media.statePending',
  UPLOADING: 'media.stateUploading',
  COMPLETED: 'media.stateCompleted',
  FAILED: 'media.stateFailed',
};

/**
 * The upload dialog (spec 002): non-modal (work goes on under it), one row per file with its progress
 * and state, a failed one with the reason. Collapses to its title bar; closing it drops every task that
 * is not failed. The floating column places it (bottom right, under a snackbar, above a docked input);
 * on a phone it opens collapsed to its title bar, so it takes one line of the screen (Coaching loop: the
 * upload panel on a phone, docs/decisions.md).
 */
export function UploadDialog({
  tasks,
  onClose,
  onRemove,
}: {
  tasks: readonly UploadTask[];
  onClose: () => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [expanded, setExpanded] = useState(!phone);
  const heading = uploadDialogTitle(tasks);
  const title =
    heading.key === 'uploadingItems' ? t('media.uploadingItems', { count: heading.count }) : t(`media.${heading.key}`);

  return (
    <Floating kind="uploads">
      <Paper
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        elevation={8}
        sx={{ width: { xs: 'auto', sm: 380 }, overflow: 'hidden' }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', pl: 2, pr: 1, py: 1, bgcolor: 'grey.900', color: 'common.white' }}
        >
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <IconButton
            size="small"
            color="inherit"
            aria-label={expanded ? t('media.uploadsCollapse') : t('media.uploadsExpand')}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            <ExpandMoreIcon sx={{ transform: expanded ? undefined : 'rotate(180deg)' }} />
          </IconButton>
          <IconButton size="small" color="inherit" aria-label={t('media.uploadsClose')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Collapse in={expanded} id={listId}>
          {tasks.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('media.uploadsEmpty')}
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: { xs: '40vh', sm: 320 }, overflowY: 'auto' }}>
              {tasks.map((task) => (
                <UploadTaskRow key={task.id} task={task} onRemove={() => onRemove(task.id)} />
              ))}
            </List>
          )}
        </Collapse>
      </Paper>
    </Floating>
  );
}

function UploadTaskRow({ task, onRemove }: { task: UploadTask; onRemove: () => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const percent = task.size > 0 ? Math.min(100, Math.round((task.loaded / task.size) * 100)) : 0;
  const value = task.status === 'COMPLETED' ? 100 : task.status === 'FAILED' ? 0 : percent;
  return (
    <ListItem divider aria-labelledby={nameId} sx={{ display: 'block', px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={nameId} variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {task.name}
        </Typography>
        {task.status === 'COMPLETED' ? <CheckCircleIcon fontSize="small" color="success" aria-hidden /> : null}
        {task.status === 'FAILED' ? <ErrorIcon fontSize="small" color="error" aria-hidden /> : null}
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {task.status === 'UPLOADING' ? `${t(STATE_KEYS[task.status])} ${percent}%` : t(STATE_KEYS[task.status])}
        </Typography>
        {task.status === 'FAILED' ? (
          <IconButton size="small" aria-label={t('media.uploadRemove', { name: task.name })} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <LinearProgress
          variant={task.status === 'UPLOADING' && task.loaded === 0 ? 'indeterminate' : 'determinate'}
          value={value}
          color={task.status === 'FAILED' ? 'error' : task.status === 'COMPLETED' ? 'success' : 'primary'}
          aria-label={t('media.uploadProgress', { name: task.name })}
        />
      </Box>
      {task.error ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {task.error}
        </Typography>
      ) : null}
    </ListItem>
  );
}
