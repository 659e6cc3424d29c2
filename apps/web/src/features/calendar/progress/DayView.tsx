import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { formatWeekday } from '../../../app/format/days';
import { useReportDay } from '../results/resultsApi';
import { DayRow } from './ReportRows';

/** ?date=: that day's items with what was recorded (GET …/report/day/{date}), where a notification lands. */
export function DayView({ userId, date, onClose }: { userId: number; date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const day = useReportDay(userId, date);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [date]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography ref={heading} id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('progress.dayTitle', { date: formatWeekday(date) })}
        </Typography>
        <IconButton aria-label={t('progress.closeDay')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {day.isPending ? <LinearProgress aria-label={t('progress.loading')} /> : null}
      {day.error ? <Alert severity="error">{errorMessage(day.error, t)}</Alert> : null}
      {day.data && day.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('progress.dayEmpty')}</Typography>
      ) : null}
      {day.data && day.data.items.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {day.data.items.map((row) => (
            <DayRow key={row.item.id} row={row} t={t} />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
