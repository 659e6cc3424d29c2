import type FullCalendar from '@fullcalendar/react';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DEFINITION_KINDS, type CalendarItem, type DefinitionKind } from '@stride/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { toAppLanguage } from '../../app/i18n/i18n';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useProcessingReload } from '../library/useProcessingReload';
import { useSnackbar } from '../../app/ui/snackbar';
import { CalendarGrid, type GridView } from './CalendarGrid';
import { CalendarItemDialog, ADDED } from './CalendarItemDialog';
import { CalendarWeekList } from './CalendarWeekList';
import { DeleteItemDialog } from './DeleteItemDialog';
import { ImportFromLibraryDialog } from './ImportFromLibraryDialog';
import { SelectionBar } from './SelectionBar';
import {
  clearDay,
  deleteItem,
  deleteItems,
  duplicateItem,
  importItem,
  moveItem,
  pasteDay,
  pasteItems,
} from './calendarApi';
import { addDays, formatDay, toDay, weekDays, weekStart } from '../../app/format/days';
import { useCalendarItems, type CalendarRange } from './calendarQueries';
import { KIND_COLORS, KIND_TEXT, TOGGLE_SX } from './kindColors';
import { useCalendarChange } from './useCalendarChange';

type View = GridView | 'list';
const VIEWS: readonly View[] = ['month', 'week', 'list'];

/** Keeps a confirmation dialog open when its change failed (the failure was told in the snackbar). */
class ChangeFailed extends Error {}
type ItemDialog = { kind: DefinitionKind; date: string; item?: CalendarItem };

/**
 * The advisor's calendar of a participant (spec 001 section 7; issue 16): a month or a week (FullCalendar),
 * or a week as a list (the phone's view); items coloured by kind with their media; add from the library or a
 * one-off item, open and change one, drag it to another day, select items and days to paste items or a
 * copied day, clear a day, delete one occurrence or more of a repeated item. Days are the participant's
 * plain dates; times (an item's last change) are the viewer's.
 */
export function ParticipantCalendar({ userId, initialDate }: { userId: number; initialDate?: string }) {
  const { t, i18n } = useTranslation();
  const language = toAppLanguage(i18n.language);
  const firstDay = language === 'es' ? 1 : 0;
  const snackbar = useSnackbar();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const calendarRef = useRef<FullCalendar | null>(null);
  // The list on a phone, the month elsewhere, until the user picks a view (a window resized follows it).
  const [chosenView, setView] = useState<View | null>(null);
  const view = chosenView ?? (narrow ? 'list' : 'month');
  const [anchor, setAnchor] = useState(() => initialDate ?? toDay(new Date()));
  const [grid, setGrid] = useState<{ range: CalendarRange; title: string } | null>(null);

  const [selecting, setSelecting] = useState(false);
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<number>>(new Set());
  const [selectedDays, setSelectedDays] = useState<ReadonlySet<string>>(new Set());
  const [copiedDay, setCopiedDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const [dayMenu, setDayMenu] = useState<{ day: string; anchor: HTMLElement } | null>(null);
  const [newMenu, setNewMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const [itemDialog, setItemDialog] = useState<ItemDialog | null>(null);
  const [deleting, setDeleting] = useState<CalendarItem | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);
  const [deletingSelected, setDeletingSelected] = useState(false);

  const listDays = weekDays(weekStart(anchor, firstDay));
  const range: CalendarRange | null =
    view === 'list' ? { from: listDays[0]!, to: listDays[6]! } : (grid?.range ?? null);
  const title = view === 'list' ? `${formatDay(listDays[0]!)} – ${formatDay(listDays[6]!)}` : (grid?.title ?? '');
  const calendar = useCalendarItems(userId, range);
  const items = calendar.data ?? [];
  // Media still processing: the days are read again after 5, 25 and 60 s (spec 001 section 4).
  useProcessingReload(calendar.data, () => void calendar.refetch());
  const change = useCalendarChange(userId);

  const navigate = (step: -1 | 0 | 1) => {
    const api = view === 'list' ? null : calendarRef.current?.getApi();
    if (api) {
      if (step === 0) api.today();
      else if (step < 0) api.prev();
      else api.next();
      return;
    }
    if (step === 0) setAnchor(toDay(new Date()));
    else setAnchor((current) => addDays(current, step * 7));
  };

  const toggle = <T,>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const toggleItem = (item: CalendarItem) => setSelectedItems((current) => toggle(current, item.id));
  const toggleDay = (day: string) => setSelectedDays((current) => toggle(current, day));
  const endSelection = () => {
    setSelecting(false);
    setSelectedItems(new Set());
    setSelectedDays(new Set());
    setCopiedDay(null);
    setNotice(null);
  };

  /** Pastes the selected items onto the selected days (or `onto`), with the spec's texts when either is missing. */
  const pasteSelected = async (onto?: string) => {
    const ids = [...selectedItems];
    const days = onto ? [onto] : [...selectedDays].sort();
    if (ids.length === 0) return setNotice(t('calendar.selectOneExercise'));
    if (days.length === 0) return setNotice(t('calendar.selectOneDay'));
    setNotice(null);
    const done = await change.run(
      () => pasteItems(userId, ids, days),
      t(ids.length === 1 && days.length === 1 ? 'calendar.itemPasted' : 'calendar.exercisesPasted'),
    );
    if (done) setSelectedDays(new Set());
  };

  /** Pastes the copied day onto the selected days (or `onto`). */
  const pasteCopiedDay = async (onto?: string) => {
    const days = onto ? [onto] : [...selectedDays].sort();
    if (!copiedDay) return setNotice(t('calendar.selectDayToCopy'));
    if (days.length === 0) return setNotice(t('calendar.selectOneDay'));
    setNotice(null);
    const done = await change.run(() => pasteDay(userId, copiedDay, days), t('calendar.dayPasted'));
    if (done) setSelectedDays(new Set());
  };

  const deleteSelected = () => {
    if (selectedItems.size === 0) return setNotice(t('calendar.selectOneExercise'));
    setNotice(null);
    setDeletingSelected(true);
  };

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

  const dayActions = dayMenu
    ? [
        { key: 'import', label: t('calendar.addFromLibrary'), run: () => setImporting(dayMenu.day) },
        ...DEFINITION_KINDS.map((kind) => ({
          key: `new-${kind}`,
          label: t(`calendar.newTitle.${kind}`),
          run: () => setItemDialog({ kind, date: dayMenu.day }),
        })),
        {
          key: 'copy',
          label: t('calendar.copyDay'),
          run: () => {
            setCopiedDay(dayMenu.day);
            setSelecting(true);
            setNotice(null);
            snackbar.show(t('calendar.dayCopied', { date: formatDay(dayMenu.day) }), 'info');
          },
        },
        { key: 'paste-day', label: t('calendar.pasteDayHere'), run: () => void pasteCopiedDay(dayMenu.day) },
        { key: 'paste-items', label: t('calendar.pasteItemsHere'), run: () => void pasteSelected(dayMenu.day) },
        { key: 'clear', label: t('calendar.clearDay'), run: () => setClearing(dayMenu.day) },
      ]
    : [];

  const gridProps = {
    items,
    language,
    selecting,
    selectedItems,
    selectedDays,
    onOpenItem: (item: CalendarItem) => setItemDialog({ kind: item.kind, date: item.date, item }),
    onToggleItem: toggleItem,
    onToggleDay: toggleDay,
    onDayMenu: (day: string, element: HTMLElement) => setDayMenu({ day, anchor: element }),
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => navigate(0)}>
          {t('calendar.today')}
        </Button>
        <IconButton size="small" aria-label={t('calendar.previous')} onClick={() => navigate(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size="small" aria-label={t('calendar.next')} onClick={() => navigate(1)}>
          <ChevronRightIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          sx={{ flex: '1 1 160px', '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('calendar.viewLabel')}
          sx={TOGGLE_SX}
          onChange={(_event, value: View | null) => {
            if (!value) return;
            if (value === 'list' && grid) setAnchor(anchorOf(grid.range, anchor));
            setView(value);
          }}
        >
          {VIEWS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`calendar.view.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
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
          onClick={() => (selecting ? endSelection() : setSelecting(true))}
        >
          {t('calendar.select')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        component="ul"
        aria-label={t('calendar.legend')}
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {DEFINITION_KINDS.map((kind) => (
          <Box
            component="li"
            key={kind}
            sx={{
              bgcolor: KIND_COLORS[kind],
              color: KIND_TEXT,
              borderRadius: 1,
              px: 1,
              py: 0.25,
              typography: 'caption',
            }}
          >
            {t(`routines.kind.${kind}`)}
          </Box>
        ))}
      </Stack>
      {selecting ? (
        <SelectionBar
          items={selectedItems.size}
          days={selectedDays.size}
          copiedDay={copiedDay}
          busy={change.busy}
          onPasteItems={() => void pasteSelected()}
          onPasteDay={() => void pasteCopiedDay()}
          onDeleteItems={deleteSelected}
          onDone={endSelection}
        />
      ) : null}
      {notice ? (
        <Alert severity="warning" role="alert" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {calendar.error ? <Alert severity="error">{errorMessage(calendar.error, t)}</Alert> : null}
      <Box sx={{ height: 4 }}>
        {calendar.isFetching || change.busy ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {view === 'list' ? (
        <CalendarWeekList days={listDays} {...gridProps} />
      ) : (
        <CalendarGrid
          calendarRef={calendarRef}
          view={view}
          initialDate={anchor}
          onDates={(next, nextTitle, current) => {
            // Told again when FullCalendar renders again: state changes only when the days did.
            setGrid((shown) =>
              shown && shown.range.from === next.from && shown.range.to === next.to && shown.title === nextTitle
                ? shown
                : { range: next, title: nextTitle },
            );
            setAnchor(current);
          }}
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
      <Menu
        anchorEl={dayMenu?.anchor ?? null}
        open={dayMenu !== null}
        onClose={() => setDayMenu(null)}
        slotProps={{
          list: { 'aria-label': dayMenu ? t('calendar.dayActions', { date: formatDay(dayMenu.day) }) : '' },
        }}
      >
        {dayActions.map((action) => (
          <MenuItem
            key={action.key}
            onClick={() => {
              setDayMenu(null);
              action.run();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>

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
        open={deletingSelected}
        title={t('calendar.deleteSelectedTitle', { count: selectedItems.size })}
        confirmLabel={t('calendar.delete')}
        destructive
        onClose={() => setDeletingSelected(false)}
        onConfirm={async () => {
          const ids = [...selectedItems];
          const done = await change.run(
            () => deleteItems(userId, ids),
            t(ids.length === 1 ? 'routines.itemDeleted' : 'routines.itemsDeleted'),
          );
          if (!done) throw new ChangeFailed();
          setSelectedItems(new Set());
        }}
      >
        {t('calendar.deleteSelectedQuestion', { count: selectedItems.size })}
      </ConfirmDialog>
    </Stack>
  );
}

/** The day a list opens on when leaving a grid: the anchor if shown, else the first day shown. */
function anchorOf(range: CalendarRange, anchor: string): string {
  return anchor >= range.from && anchor <= range.to ? anchor : range.from;
}

/** The day proposed for a new item: today when shown, else the first day of the month or week shown. */
function defaultDay(anchor: string, range: CalendarRange | null): string {
  const today = toDay(new Date());
  if (!range || (today >= range.from && today <= range.to)) return today;
  return anchor;
}
