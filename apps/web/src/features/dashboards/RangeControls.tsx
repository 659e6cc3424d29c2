import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DASHBOARD_RANGES, type DashboardRange } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format/dates';
import type { DashboardRangeState } from './useDashboardRange';

interface RangeControlsProps {
  range: DashboardRangeState;
  /** The start of the range the figures count from (the server's answer), null for all time. */
  from: string | null | undefined;
}

/** Today, Week, Month, Year and "Show all" (spec 000 section 9), and the date the figures count from. */
export function RangeControls({ range, from }: RangeControlsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      role="group"
      aria-label={t('dashboards.rangeLabel')}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={range.filter}
        disabled={range.showAll}
        aria-label={t('dashboards.period')}
        sx={{ bgcolor: 'background.paper' }}
        onChange={(_, value: DashboardRange | null) => {
          if (value) range.setFilter(value);
        }}
      >
        {DASHBOARD_RANGES.map((value) => (
          // The default grey is too faint on the page's background (WCAG AA).
          <ToggleButton key={value} value={value} sx={{ px: 2, color: 'text.secondary' }}>
            {t('dashboards.range', { context: value })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        control={<Switch checked={range.showAll} onChange={(event) => range.setShowAll(event.target.checked)} />}
        label={t('dashboards.showAll')}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {range.showAll || !from ? t('dashboards.allTime') : t('dashboards.since', { date: formatDate(from) })}
      </Typography>
    </Stack>
  );
}
