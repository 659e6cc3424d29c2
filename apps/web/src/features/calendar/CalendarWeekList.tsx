import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarDayItem, CalendarItem } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, fromDay, toDay } from '../../app/format/days';
import { ItemChip } from './ItemChip';
import { KIND_COLORS, KIND_TEXT } from './kindColors';

/**
 * A week as a list of its days, each with its items in order and how each stands, in words beside its mark
 * (the phone's view, and a keyboard-friendly one):
 * every item is a button (open it, or select it in selection mode), every day has its actions and, in
 * selection mode, its check box. Moving an item to another day is the item dialog's date here.
 */
export function CalendarWeekList({
  days,
  items,
  language,
  selecting,
  selectedItems,
  selectedDays,
  onOpenItem,
  onToggleItem,
  onToggleDay,
  onDayMenu,
}: {
  days: readonly string[];
  items: readonly CalendarDayItem[];
  language: 'en' | 'es';
  selecting: boolean;
  selectedItems: ReadonlySet<number>;
  selectedDays: ReadonlySet<string>;
  onOpenItem: (item: CalendarItem) => void;
  onToggleItem: (item: CalendarItem) => void;
  onToggleDay: (day: string) => void;
  /** The day's actions (the staff's calendar); none on the participant's read-only calendar. */
  onDayMenu?: (day: string, anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  const today = toDay(new Date());
  const weekday = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { weekday: 'long' });
  return (
    <Stack spacing={1} data-testid="calendar-week-list">
      {days.map((day) => {
        const label = formatDay(day);
        const dayItems = items.filter((item) => item.date === day);
        return (
          <Paper
            key={day}
            component="section"
            aria-label={label}
            variant="outlined"
            sx={{ p: 1, bgcolor: selectedDays.has(day) ? 'action.selected' : undefined }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: dayItems.length ? 1 : 0 }}>
              {selecting ? (
                <Checkbox
                  size="small"
                  sx={{ p: 0.5 }}
                  checked={selectedDays.has(day)}
                  onChange={() => onToggleDay(day)}
                  slotProps={{ input: { 'aria-label': t('calendar.selectDay', { date: label }) } }}
                />
              ) : null}
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ flex: 1, '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {`${weekday.format(fromDay(day))} ${label}`}
                {day === today ? ` · ${t('calendar.today')}` : ''}
              </Typography>
              {onDayMenu ? (
                <IconButton
                  size="small"
                  aria-label={t('calendar.dayActions', { date: label })}
                  aria-haspopup="menu"
                  onClick={(event) => onDayMenu(day, event.currentTarget)}
                >
                  <MoreVertIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
            {dayItems.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', pl: 0.5 }}>
                {t('calendar.nothingThisDay')}
              </Typography>
            ) : (
              <Stack spacing={0.5}>
                {dayItems.map((item) => (
                  <ButtonBase
                    key={item.id}
                    onClick={() => (selecting ? onToggleItem(item) : onOpenItem(item))}
                    aria-pressed={selecting ? selectedItems.has(item.id) : undefined}
                    sx={{
                      justifyContent: 'flex-start',
                      borderRadius: 1,
                      bgcolor: KIND_COLORS[item.kind],
                      color: KIND_TEXT,
                      p: 0.5,
                      width: '100%',
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
                    }}
                  >
                    <Box sx={{ minWidth: 0, width: '100%' }}>
                      <ItemChip
                        item={item}
                        selecting={selecting}
                        selected={selectedItems.has(item.id)}
                        size={36}
                        showState
                      />
                    </Box>
                  </ButtonBase>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
