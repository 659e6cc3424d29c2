import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { addDays, formatWeekday, fromDay, weekStart } from '../../app/format/days';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';

/** What the month shows of a day: whether it has entries, its comments and the unread ones. */
export interface DayMarks {
  entries: boolean;
  comments: number;
  unread: number;
}

/** The first day of the month holding `day` (YYYY-MM-01). */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month `step` months after the month of `month`. */
export function shiftMonth(month: string, step: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month of `month`. */
export const monthEnd = (month: string): string => addDays(shiftMonth(month, 1), -1);

/** A day with entries: a tint of the tenant's primary colour, under text that keeps its contrast. */
const ENTRY_TINT = (theme: Theme) => alpha(theme.palette.primary.main, 0.16);

const DOT = { width: 8, height: 8, borderRadius: '50%', display: 'inline-block' } as const;

/**
 * A month of the journal as a grid of day buttons (keyboard and phone friendly): a day with entries is
 * marked, with a dot for comments and a badge for the unread ones; the chosen day is pressed.
 */
export function JournalMonth({
  month,
  marks,
  selected,
  today,
  language,
  onSelect,
  onMonth,
}: {
  month: string;
  marks: ReadonlyMap<string, DayMarks>;
  selected: string;
  today: string;
  language: 'en' | 'es';
  onSelect: (day: string) => void;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  const firstDay = language === 'es' ? 1 : 0;
  const start = weekStart(month, firstDay);
  const end = monthEnd(month);
  const weeks = Math.ceil((Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1) / 7);
  const days = Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));
  const title = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(fromDay(month));
  const weekdayNames = days
    .slice(0, 7)
    .map((day) => new Intl.DateTimeFormat(language, { weekday: 'narrow' }).format(fromDay(day)));

  const describe = (day: string) => {
    const mark = marks.get(day);
    const parts = [formatWeekday(day)];
    if (mark?.entries) parts.push(t('journal.month.hasEntries'));
    if (mark && mark.comments > 0) parts.push(t('journal.month.comments', { count: mark.comments }));
    if (mark && mark.unread > 0) parts.push(t('journal.month.unread', { count: mark.unread }));
    return parts.join(', ');
  };

  return (
    <Box component="section" aria-label={t('journal.month.label')}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton
          size="small"
          aria-label={t('journal.month.previous')}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center', '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {title}
        </Typography>
        <IconButton size="small" aria-label={t('journal.month.next')} onClick={() => onMonth(shiftMonth(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {weekdayNames.map((name, i) => (
          <Typography
            key={`h${i}`}
            aria-hidden
            variant="caption"
            sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 500 }}
          >
            {name}
          </Typography>
        ))}
        {days.map((day) => {
          const mark = marks.get(day);
          const inMonth = day.slice(0, 7) === month.slice(0, 7);
          const chosen = day === selected;
          return (
            <ButtonBase
              key={day}
              aria-pressed={chosen}
              aria-current={day === today ? 'date' : undefined}
              onClick={() => onSelect(day)}
              sx={{
                flexDirection: 'column',
                minHeight: 48,
                borderRadius: 1,
                border: 1,
                borderColor: chosen ? 'primary.main' : day === today ? 'text.secondary' : 'divider',
                bgcolor: (theme: Theme) =>
                  chosen ? theme.palette.primary.main : mark?.entries ? ENTRY_TINT(theme) : 'transparent',
                color: chosen ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
              }}
            >
              <Typography component="span" variant="body2" aria-hidden sx={{ fontWeight: mark?.entries ? 700 : 400 }}>
                {Number(day.slice(8))}
              </Typography>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {describe(day)}
              </Box>
              <Stack aria-hidden direction="row" spacing={0.5} sx={{ height: 10, alignItems: 'center' }}>
                {mark && mark.comments > 0 ? (
                  <Box component="span" sx={{ ...DOT, bgcolor: chosen ? 'primary.contrastText' : 'info.main' }} />
                ) : null}
                {mark && mark.unread > 0 ? (
                  <Box component="span" sx={{ ...DOT, bgcolor: chosen ? 'warning.light' : 'error.main' }} />
                ) : null}
              </Stack>
            </ButtonBase>
          );
        })}
      </Box>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        component="ul"
        aria-label={t('journal.month.legend')}
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, mt: 1, p: 0, typography: 'caption' }}
      >
        <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ ...DOT, borderRadius: 0.5, width: 14, bgcolor: ENTRY_TINT }} />
          <span>{t('journal.month.legendEntries')}</span>
        </Stack>
        <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ ...DOT, bgcolor: 'info.main' }} />
          <span>{t('journal.month.legendComments')}</span>
        </Stack>
        <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ ...DOT, bgcolor: 'error.main' }} />
          <span>{t('journal.month.legendUnread')}</span>
        </Stack>
      </Stack>
    </Box>
  );
}
