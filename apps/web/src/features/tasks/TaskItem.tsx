import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task, TaskList } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { deleteTask } from './tasksApi';
import { displayStatus, TASKS_KEY } from './tasksQueries';
import { TaskErrorList } from './TaskErrorList';
import { formatDateTime } from '../../app/format/dates';
import { problemsOf } from './taskText';
import { TaskStatusChip } from './TaskStatusChip';

/** DELETE /tasks/{id}, then the task leaves the list without waiting for the next read. */
function useDismissTask(id: number) {
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  return useMutation({
    mutationFn: () => deleteTask(id),
    onSuccess: () => {
      queryClient.setQueryData<TaskList>(TASKS_KEY, (list) =>
        list ? { ...list, tasks: list.tasks.filter((task) => task.id !== id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    },
    onError: (error) => handleError(error),
  });
}

/**
 * One background task (spec 002 section 2): what it is, its status, how many were imported; a finished
 * one is dismissed with OK, a failed one shows its errors and is deleted.
 */
export function TaskItem({ task }: { task: Task }) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorsId = useId();
  const [expanded, setExpanded] = useState(false);
  const dismiss = useDismissTask(task.id);
  const status = displayStatus(task);
  const problems = problemsOf(task);
  const imported = task.metadata.IMPORTED_PARTICIPANTS;
  const file = task.fileName ?? t('tasks.typeParticipantsImport');

  return (
    <ListItem aria-labelledby={titleId} divider sx={{ display: 'block', px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('tasks.typeParticipantsImport')}
        </Typography>
        <TaskStatusChip status={status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`${file} · ${formatDateTime(task.createdAt)}`}
      </Typography>
      {status === 'in_progress' ? (
        <Box sx={{ my: 1 }}>
          <LinearProgress aria-label={t('tasks.progress')} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('tasks.rowsRead', { rows: task.rows })}
          </Typography>
        </Box>
      ) : null}
      <Typography variant="body2">{t('tasks.imported', { count: imported })}</Typography>
      {problems.length > 0 ? (
        <>
          <Button
            size="small"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={errorsId}
            endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
            sx={{ mt: 0.5, ml: -0.5 }}
          >
            {t(expanded ? 'tasks.hideErrors' : 'tasks.showErrors', { count: problems.length })}
          </Button>
          <Collapse in={expanded}>
            <TaskErrorList id={errorsId} label={t('tasks.errorsLabel', { file })} problems={problems} />
          </Collapse>
        </>
      ) : null}
      {status === 'in_progress' ? null : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
          <Button
            size="small"
            variant={status === 'completed' ? 'contained' : 'outlined'}
            color={status === 'completed' ? 'primary' : 'error'}
            loading={dismiss.isPending}
            onClick={() => dismiss.mutate()}
          >
            {status === 'completed' ? t('tasks.ok') : t('common.delete')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}
