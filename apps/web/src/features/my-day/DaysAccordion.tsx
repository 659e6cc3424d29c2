import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportItem } from '@stride/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeekday } from '../../app/format/days';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';

interface DaysAccordionProps {
  title: string;
  /** Said under the title once opened (e.g. how long an item can still be recorded). */
  intro?: string;
  days: [string, ReportItem[]][];
  /** Opened at first (a notification that opens one of these days). */
  defaultExpanded?: boolean;
  card: (row: ReportItem) => ReactNode;
}

/**
 * Days of My day that are not today (the earlier days still open, the rest of the week), folded under one
 * heading with how many items they hold (issue 29, item 11: today comes first). Opened, each day's items are
 * as actionable as today's. Its cards are rendered only once opened: a closed fold costs no media requests.
 */
export function DaysAccordion({ title, intro, days, defaultExpanded = false, card }: DaysAccordionProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const summaryId = useId();
  const count = days.reduce((sum, [, items]) => sum + items.length, 0);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary id={summaryId} expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="span">
            {title}
          </Typography>
          <Chip size="small" label={count} aria-hidden />
          <Typography component="span" sx={VISUALLY_HIDDEN}>
            {t('myDay.itemCount', { count })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {intro ? (
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          ) : null}
          {days.map(([date, items]) => (
            <Stack key={date} spacing={1}>
              <Typography variant="subtitle2" component="h3" color="text.secondary">
                {formatWeekday(date)}
              </Typography>
              {items.map(card)}
            </Stack>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
