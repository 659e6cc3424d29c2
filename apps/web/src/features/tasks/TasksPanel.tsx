import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskItem } from './TaskItem';
import { TASKS_KEY, useTasks } from './tasksQueries';

interface TasksPanelProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The tasks panel (spec 002 section 2): the user's background tasks under the top bar's Tasks button. */
export default function TasksPanel({ anchorEl, onClose }: TasksPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useTasks(true);
  // Opening shows the tasks as they are now, also when none was running (no poll).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
  }, [queryClient]);

  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 420,
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: '75vh',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('tasks.title')}
        </Typography>
        <IconButton aria-label={t('tasks.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('tasks.loadFailed')}
        </Alert>
      ) : null}
      {data && data.tasks.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          {t('tasks.empty')}
        </Typography>
      ) : null}
      {data && data.tasks.length > 0 ? (
        <List disablePadding sx={{ overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
          {data.tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </List>
      ) : null}
    </Popover>
  );
}
