import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import type { CourseStep, MoveCourseStepBody } from '@stride/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBody, moved } from './moveNeighbours';
import { StepRow, type StepAction } from './StepRow';

/**
 * A course's steps in order. On a course of the user's own they are reordered by dragging (@dnd-kit: mouse,
 * touch and keyboard, with spoken announcements) or with Move up / Move down: the new order shows at once
 * and the move is sent with the step's new neighbours (`onMove`); the answer then replaces it, a failure
 * puts back the order as stored.
 */
export function StepsList({
  steps,
  editable,
  onMove,
  onEdit,
  onDelete,
}: {
  steps: readonly CourseStep[];
  editable: boolean;
  /** Sends the move; false when it failed. */
  onMove: (step: CourseStep, between: MoveCourseStepBody) => Promise<boolean>;
  onEdit: (step: CourseStep) => void;
  onDelete: (step: CourseStep) => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<readonly CourseStep[]>(steps);
  const [busy, setBusy] = useState(false);
  const dragging = useRef(false);
  // The steps as answered are what the list shows (after a change, a reload, a failed move), not mid-drag.
  useEffect(() => {
    if (!dragging.current) setOrder(steps);
  }, [steps]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    const step = order[from];
    const between = moveBody(
      order.map((s) => s.id),
      from,
      to,
    );
    if (!step || !between) return;
    setOrder(moved(order, from, to));
    setBusy(true);
    void onMove(step, between).then((ok) => {
      setBusy(false);
      if (!ok) setOrder(steps);
    });
  };

  const indexOf = (id: UniqueIdentifier | undefined) => order.findIndex((s) => s.id === id);
  const titleOf = (id: UniqueIdentifier) => order[indexOf(id)]?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('courses.drag.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('courses.drag.over', { title: titleOf(active.id), position: indexOf(over.id) + 1 }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('courses.drag.end', { title: titleOf(active.id), position: indexOf(over.id) + 1 }) : undefined,
    onDragCancel: ({ active }) => t('courses.drag.cancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  const onAction = (action: StepAction, step: CourseStep) => {
    const index = indexOf(step.id);
    if (action === 'up') move(index, index - 1);
    else if (action === 'down') move(index, index + 1);
    else if (action === 'edit') onEdit(step);
    else onDelete(step);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = false;
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('courses.drag.instructions') },
      }}
    >
      <SortableContext items={order.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} aria-label={t('courses.steps')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.map((step, index) => (
            <StepRow
              key={step.id}
              step={step}
              index={index}
              count={order.length}
              editable={editable}
              busy={busy}
              onAction={onAction}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
