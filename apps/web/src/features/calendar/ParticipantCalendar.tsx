import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { DEFINITION_KINDS, type CalendarItem, type DefinitionKind } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarToolbar } from '../../app/calendar/CalendarToolbar';
import { useCalendarView } from '../../app/calendar/useCalendarView';
import { errorMessage } from '../../app/errors';
import { formatDay, toDay } from '../../app/format/days';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { useProcessingReload } from '../library/useProcessingReload';
import { CalendarGrid, type GridView } from './CalendarGrid';
import { CalendarItemDialog, ADDED } from './CalendarItemDialog';
import { CalendarLegends } from './CalendarLegends';
import { CalendarWeekList } from './CalendarWeekList';
import { DayMenu } from './DayMenu';
import { DeleteItemDialog } from './DeleteItemDialog';
import { ImportFromLibraryDialog } from './ImportFromLibraryDialog';
import { SelectionBar } from './SelectionBar';
import { clearDay, deleteItem, deleteItems, duplicateItem, importItem, moveItem } from './calendarApi';
import { useCalendarItems, type CalendarRange } from './calendarQueries';
import { useCalendarChange } from './useCalendarChange';
import { useCalendarSelection } from './useCalendarSelection';

const GRIDS: readonly GridView[] = ['month', 'week'];
const VIEWS = [...GRIDS, 'list'] as const;

/** Keeps a confirmation dialog open when its change failed (the failure was told in the snackbar). */
class ChangeFailed extends Error {}
type ItemDialog = { kind: DefinitionKind; date: string; item?: CalendarItem };

/**
 * The advisor's calendar of a participant (spec 001 section 7; issue 16): a month or a week (FullCalendar),
 * or a week as a list (the phone's view); items coloured by kind with their media, each marked with how it
 * stands (done, partly done, skipped, missed: issue 29); add from the library or a
 * one-off item, open and change one, drag it to another day, select items and days to paste items or a
 * copied day, clear a day, delete one occurrence or more of a repeated item. Days are the participant's
 * plain dates; times (an item's last change) are the viewer's.
 */
export function ParticipantCalendar({ userId, initialDate }: { userId: number; initialDate?: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const shown = useCalendarView(GRIDS, initialDate);
  const { language, view, anchor, range } = shown;

  const [dayMenu, setDayMenu] = useState<{ day: string; anchor: HTMLElement } | null>(null);
  const [newMenu, setNewMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialog | null>(null);
  const [deleting, setDeleting] = useState<CalendarItem | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);

  const calendar = useCalendarItems(userId, range);
  const items = calendar.data ?? [];
  // Media still processing: the days are read again after 5, 25 and 60 s (spec 001 section 4).
  useProcessingReload(calendar.data, () => void calendar.refetch());
  const change = useCalendarChange(userId);
  const selection = useCalendarSelection(userId, change);
  const { selecting, selectedItems, selectedDays } = selection;

  const move = (item: CalendarItem, day: string, revert: () => void) => {
    if (day === item.date) return;
    void change
      .run(() => moveItem(userId, item, day), t('routines.itemMoved'))
      .then((done) => {
        if (!done) revert();
      });
  };

  const importDefinition = (definition: { id: number; kind: DefinitionKind }, date: string) =>
    change.run(() => importItem(userId, definition.kind, date, definition.id), t(ADDED[definition.kind]));

  const gridProps = {
    items,
    language,
    selecting,
    selectedItems,
    selectedDays,
    onOpenItem: (item: CalendarItem) => setItemDialog({ kind: item.kind, date: item.date, item }),
    onToggleItem: (item: CalendarItem) => selection.toggleItem(item.id),
    onToggleDay: selection.toggleDay,
    onDayMenu: (day: string, element: HTMLElement) => setDayMenu({ day, anchor: element }),
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <CalendarToolbar
        strings="calendar"
        title={shown.title}
        views={VIEWS}
        view={view}
        onNavigate={shown.navigate}
        onView={shown.chooseView}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<LibraryAddIcon />}
          onClick={() => setImporting(defaultDay(anchor, range))}
        >
          {t('calendar.addFromLibrary')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          aria-haspopup="menu"
          onClick={(event) => setNewMenu(event.currentTarget)}
        >
          {t('calendar.newItem')}
        </Button>
        <Button
          variant={selecting ? 'contained' : 'outlined'}
          color={selecting ? 'secondary' : 'primary'}
          startIcon={<ChecklistIcon />}
          aria-pressed={selecting}
          onClick={() => (selecting ? selection.endSelection() : selection.startSelection())}
        >
          {t('calendar.select')}
        </Button>
      </Stack>
      <CalendarLegends />
      {selecting ? (
        <SelectionBar
          items={selectedItems.size}
          days={selectedDays.size}
          copiedDay={selection.copiedDay}
          busy={change.busy}
          onPasteItems={() => void selection.pasteSelected()}
          onPasteDay={() => void selection.pasteCopiedDay()}
          onDeleteItems={selection.deleteSelected}
          onDone={selection.endSelection}
        />
      ) : null}
      {selection.notice ? (
        <Alert severity="warning" role="alert" onClose={selection.dismissNotice}>
          {selection.notice}
        </Alert>
      ) : null}
      {calendar.error ? <Alert severity="error">{errorMessage(calendar.error, t)}</Alert> : null}
      <Box sx={{ height: 4 }}>
        {calendar.isFetching || change.busy ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {view === 'list' ? (
        <CalendarWeekList days={shown.listDays} {...gridProps} />
      ) : (
        <CalendarGrid
          calendarRef={shown.calendarRef}
          view={view}
          initialDate={anchor}
          onDates={shown.onDates}
          onMove={move}
          {...gridProps}
        />
      )}

      <Menu anchorEl={newMenu} open={newMenu !== null} onClose={() => setNewMenu(null)}>
        {DEFINITION_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setNewMenu(null);
              setItemDialog({ kind, date: defaultDay(anchor, range) });
            }}
          >
            {t(`calendar.newTitle.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
      <DayMenu
        menu={dayMenu}
        onClose={() => setDayMenu(null)}
        onImport={setImporting}
        onNew={(kind, date) => setItemDialog({ kind, date })}
        onCopy={(day) => {
          selection.copyDay(day);
          snackbar.show(t('calendar.dayCopied', { date: formatDay(day) }), 'info');
        }}
        onPasteDay={(day) => void selection.pasteCopiedDay(day)}
        onPasteItems={(day) => void selection.pasteSelected(day)}
        onClear={setClearing}
      />

      {importing ? (
        <ImportFromLibraryDialog
          initialDate={importing}
          onClose={() => setImporting(null)}
          onImport={importDefinition}
        />
      ) : null}
      {itemDialog ? (
        <CalendarItemDialog
          key={itemDialog.item?.id ?? 'new'}
          userId={userId}
          kind={itemDialog.kind}
          item={itemDialog.item}
          date={itemDialog.date}
          onClose={() => setItemDialog(null)}
          onDuplicate={(item) => {
            setItemDialog(null);
            void change.run(() => duplicateItem(userId, item), t('routines.itemDuplicated'));
          }}
          onDelete={(item) => {
            setItemDialog(null);
            setDeleting(item);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteItemDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          onDelete={async (scope) => {
            const done = await change.run(
              () => deleteItem(userId, deleting, scope),
              t(scope === 'this' ? 'routines.itemDeleted' : 'routines.itemsDeleted'),
            );
            if (!done) throw new ChangeFailed();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={clearing !== null}
        title={t('calendar.clearDayTitle', { date: clearing ? formatDay(clearing) : '' })}
        confirmLabel={t('calendar.delete')}
        destructive
        onClose={() => setClearing(null)}
        onConfirm={async () => {
          const day = clearing!;
          const done = await change.run(() => clearDay(userId, day), t('calendar.dayCleared'));
          if (!done) throw new ChangeFailed();
        }}
      >
        {t('calendar.clearDayQuestion', { date: clearing ? formatDay(clearing) : '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={selection.deletingSelected}
        title={t('calendar.deleteSelectedTitle', { count: selectedItems.size })}
        confirmLabel={t('calendar.delete')}
        destructive
        onClose={selection.closeDeleteSelected}
        onConfirm={async () => {
          const ids = [...selectedItems];
          const done = await change.run(
            () => deleteItems(userId, ids),
            t(ids.length === 1 ? 'routines.itemDeleted' : 'routines.itemsDeleted'),
          );
          if (!done) throw new ChangeFailed();
          selection.clearSelectedItems();
        }}
      >
        {t('calendar.deleteSelectedQuestion', { count: selectedItems.size })}
      </ConfirmDialog>
    </Stack>
  );
}

/** The day proposed for a new item: today when shown, else the first day of the month or week shown. */
function defaultDay(anchor: string, range: CalendarRange | null): string {
  const today = toDay(new Date());
  if (!range || (today >= range.from && today <= range.to)) return today;
  return anchor;
}
