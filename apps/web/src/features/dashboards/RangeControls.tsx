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
  /** The start of the range the figures count from (the server's answer). */
  from: string | null | undefined;
  /**
   * Whose participants the figures count, said under the controls ("Showing your participants"); with it the
   * "Show all" switch widens them to the whole practice. Without it (the advisors dashboard, already the whole
   * practice) there is no switch.
   */
  scopeText?: string;
}

/**
 * Today, Week, Month, Year, "Show all" (spec 000 section 9: showAll widens one advisor's participants to the
 * practice), the date the figures count from and whose participants they are.
 */
export function RangeControls({ range, from, scopeText }: RangeControlsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
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
        {scopeText === undefined ? null : (
          <FormControlLabel
            control={<Switch checked={range.showAll} onChange={(event) => range.setShowAll(event.target.checked)} />}
            label={t('dashboards.showAll')}
          />
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {from ? t('dashboards.since', { date: formatDate(from) }) : null}
        </Typography>
      </Stack>
      {scopeText === undefined ? null : (
        <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
          {scopeText}
        </Typography>
      )}
    </Stack>
  );
}
