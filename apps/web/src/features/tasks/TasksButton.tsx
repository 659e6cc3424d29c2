import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { can, type Task } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { closeTasksPanel, openTasksPanel, useTasksPanelOpen } from './tasksPanel';
import { isRunning, useTasks } from './tasksQueries';

const TasksPanel = lazy(() => import('./TasksPanel'));

/** The top bar's Tasks button and panel, for those who start background tasks (imports). */
export function TasksButton() {
  return can(useActor(), 'participantPlacement.import', undefined) ? <TasksControl /> : null;
}

function TasksControl() {
  const { t } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const open = useTasksPanelOpen();
  const tasks = useTasks(true).data?.tasks;
  const running = tasks?.filter(isRunning).length ?? 0;
  useRefreshParticipantsWhenImported(tasks);
  // The name carries the count shown on the badge, as the bell's does.
  const label = running > 0 ? t('tasks.buttonRunning', { count: running }) : t('tasks.button');

  return (
    <>
      <IconButton
        ref={setAnchorEl}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={open ? closeTasksPanel : openTasksPanel}
        size="large"
      >
        <Badge badgeContent={running > 0 ? running : undefined} color="primary">
          <PendingActionsIcon />
        </Badge>
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <TasksPanel anchorEl={anchorEl} onClose={closeTasksPanel} />
        </Suspense>
      ) : null}
    </>
  );
}

/** When an import ends, the participant lists (query key ['participants'], PARTICIPANTS_KEY) read again. */
function useRefreshParticipantsWhenImported(tasks: readonly Task[] | undefined): void {
  const queryClient = useQueryClient();
  const running = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!tasks) return;
    const now = new Set(tasks.filter(isRunning).map((task) => task.id));
    const ended = [...running.current].some((id) => !now.has(id));
    running.current = now;
    if (ended) void queryClient.invalidateQueries({ queryKey: ['participants'] });
  }, [tasks, queryClient]);
}
