import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Sequence, SequenceItem } from '@stride/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCard, type ItemAction } from './ItemCard';
import { dayKey, dayOfItem, dayOfKey, itemIdOf, itemKey, layoutOf, moveInLayout, type DayLayout } from './layout';

const WEEK = 7;

interface DayGridProps {
  sequence: Sequence;
  selected: ReadonlySet<number>;
  onSelect: (itemId: number) => void;
  onAdd: (day: number) => void;
  onAction: (action: ItemAction, item: SequenceItem) => void;
  /** A drag ended with the item in another place: send it (PUT items/{itemId}); false when it failed. */
  onMove: (itemId: number, day: number, position: number) => Promise<boolean>;
}

function DayColumn({
  day,
  ids,
  items,
  editable,
  selected,
  onSelect,
  onAdd,
  onAction,
}: {
  day: number;
  ids: number[];
  items: ReadonlyMap<number, SequenceItem>;
  editable: boolean;
} & Pick<DayGridProps, 'selected' | 'onSelect' | 'onAdd' | 'onAction'>) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: dayKey(day), disabled: !editable });
  const headingId = `routine-day-${day}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        borderColor: isOver ? 'primary.main' : undefined,
      }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('routineBuilder.day', { day })}
      </Typography>
      <SortableContext id={dayKey(day)} items={ids.map(itemKey)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} spacing={0.75} sx={{ minHeight: 56, flex: 1 }} data-testid={`routine-day-${day}`}>
          {ids.map((id, index) => {
            const item = items.get(id);
            return item ? (
              <ItemCard
                key={id}
                item={item}
                day={day}
                index={index}
                count={ids.length}
                editable={editable}
                selected={selected.has(id)}
                onSelect={onSelect}
                onAction={onAction}
              />
            ) : null;
          })}
          {ids.length === 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', py: 1 }}>
              {t('routineBuilder.restDay')}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
      {editable ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onAdd(day)}
          aria-label={t('routineBuilder.addToDay', { day })}
          sx={{ mt: 0.75, alignSelf: 'flex-start' }}
        >
          {t('routineBuilder.add')}
        </Button>
      ) : null}
    </Paper>
  );
}

/**
 * The routine's days, a week per row on a wide screen (one column on a phone), each with its items in
 * order. Items are dragged within a day and between days (@dnd-kit: mouse, touch and keyboard, with
 * spoken announcements); the new place is shown at once and sent when the drag ends, the answer then
 * replaces it (a failure puts back the routine as stored).
 */
export function DayGrid({ sequence, selected, onSelect, onAdd, onAction, onMove }: DayGridProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<DayLayout>(() => layoutOf(sequence.items, sequence.days));
  const dragging = useRef(false);
  // The routine as answered is what the grid shows (after a change, a reload, a failed drag); not while an
  // item is being dragged (a media reload then waits for the drop).
  useEffect(() => {
    if (!dragging.current) setLayout(layoutOf(sequence.items, sequence.days));
  }, [sequence]);
  const items = useMemo(() => new Map(sequence.items.map((item) => [item.id, item])), [sequence.items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const placeOf = (key: UniqueIdentifier | undefined, current: DayLayout) => {
    if (key === undefined) return null;
    const day = dayOfKey(key);
    if (day !== null) return { day, index: (current[day] ?? []).length };
    const id = itemIdOf(key);
    if (id === null) return null;
    const itemDay = dayOfItem(current, id);
    return itemDay === null ? null : { day: itemDay, index: (current[itemDay] ?? []).indexOf(id) };
  };
  const titleOf = (key: UniqueIdentifier) => items.get(itemIdOf(key) ?? 0)?.title ?? '';
  const describe = (key: UniqueIdentifier | undefined) => {
    const place = placeOf(key, layout);
    return place ? t('routineBuilder.dragPlace', { day: place.day, position: place.index + 1 }) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('routineBuilder.dragStart', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('routineBuilder.dragOver', { title: titleOf(active.id), place: describe(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('routineBuilder.dragEnd', { title: titleOf(active.id), place: describe(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('routineBuilder.dragCancel', { title: titleOf(active.id) }),
  };

  // Into another day while dragging: the item joins that day's list where it is over.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const id = itemIdOf(active.id);
    if (id === null || !over) return;
    setLayout((current) => {
      const from = dayOfItem(current, id);
      const to = placeOf(over.id, current);
      if (from === null || !to || from === to.day) return current;
      return moveInLayout(current, id, to.day, to.index);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = itemIdOf(active.id);
    const original = items.get(id ?? 0);
    dragging.current = false;
    if (id === null || !original || !over) {
      setLayout(layoutOf(sequence.items, sequence.days));
      return;
    }
    const from = dayOfItem(layout, id) ?? original.day;
    const to = placeOf(over.id, layout);
    const next = to && to.day === from ? moveInLayout(layout, id, from, to.index) : layout;
    const day = dayOfItem(next, id) ?? original.day;
    const position = (next[day] ?? []).indexOf(id);
    if (day === original.day && position === original.position) {
      setLayout(layoutOf(sequence.items, sequence.days));
      return;
    }
    setLayout(next);
    void onMove(id, day, position).then((ok) => {
      if (!ok) setLayout(layoutOf(sequence.items, sequence.days));
    });
  };

  const weeks = Math.ceil(sequence.days / WEEK);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = false;
        setLayout(layoutOf(sequence.items, sequence.days));
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('routineBuilder.dragInstructions') },
      }}
    >
      <Stack spacing={2}>
        {Array.from({ length: weeks }, (_unused, week) => {
          const first = week * WEEK + 1;
          const last = Math.min(sequence.days, first + WEEK - 1);
          return (
            <Box key={week} component="section" aria-labelledby={`routine-week-${week + 1}`}>
              <Typography id={`routine-week-${week + 1}`} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
                {t('routineBuilder.week', { week: week + 1 })}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    md: 'repeat(4, minmax(0, 1fr))',
                    lg: `repeat(${WEEK}, minmax(0, 1fr))`,
                  },
                }}
              >
                {Array.from({ length: last - first + 1 }, (_day, offset) => first + offset).map((day) => (
                  <DayColumn
                    key={day}
                    day={day}
                    ids={layout[day] ?? []}
                    items={items}
                    editable={sequence.editable}
                    selected={selected}
                    onSelect={onSelect}
                    onAdd={onAdd}
                    onAction={onAction}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </DndContext>
  );
}
