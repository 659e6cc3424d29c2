import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/format/days';

/**
 * Selection mode's bar: what is selected (items, days, the day copied) and what to do with it: paste the
 * items onto the days, paste the copied day onto them, delete the items, or leave selection mode.
 */
export function SelectionBar({
  items,
  days,
  copiedDay,
  busy,
  onPasteItems,
  onPasteDay,
  onDeleteItems,
  onDone,
}: {
  items: number;
  days: number;
  copiedDay: string | null;
  busy: boolean;
  onPasteItems: () => void;
  onPasteDay: () => void;
  onDeleteItems: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1 }} role="region" aria-label={t('calendar.selectionLabel')}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {t('calendar.selectedItems', { count: items })} · {t('calendar.selectedDays', { count: days })}
        {copiedDay ? ` · ${t('calendar.copiedDay', { date: formatDay(copiedDay) })}` : ''}
      </Typography>
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mb: 1 }}>
        {t('calendar.selectionHint')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={busy} onClick={onPasteItems}>
          {t('calendar.pasteItems')}
        </Button>
        <Button size="small" variant="contained" disabled={busy} onClick={onPasteDay}>
          {t('calendar.pasteDay')}
        </Button>
        <Button size="small" color="error" variant="outlined" disabled={busy} onClick={onDeleteItems}>
          {t('calendar.deleteItems')}
        </Button>
        <Button size="small" onClick={onDone}>
          {t('calendar.done')}
        </Button>
      </Stack>
    </Paper>
  );
}
