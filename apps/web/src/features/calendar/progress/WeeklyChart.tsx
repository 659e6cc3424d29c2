import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportTotal } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { formatDay } from '../../../app/format/days';

const PARTS = ['done', 'partial', 'skipped', 'missed'] as const;
/** One stack: the week's items. */
const STACK = 'items';

/** Completion per week (weeks from Monday): done, partly done, skipped and missed items, stacked. */
export function WeeklyChart({ weeks }: { weeks: ReportTotal['byWeek'] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = {
    done: theme.palette.success.main,
    partial: theme.palette.warning.main,
    skipped: theme.palette.info.main,
    missed: theme.palette.error.main,
  };
  const labels = weeks.map((w) => formatDay(w.weekStart));
  const summary = weeks
    .map((w, i) =>
      t('progress.weekSummary', {
        week: labels[i],
        done: w.counts.done,
        partial: w.counts.partial,
        skipped: w.counts.skipped,
        missed: w.counts.missed,
        total: w.counts.total,
      }),
    )
    .join(' ');
  return (
    <ChartFigure title={t('progress.weeklyChart')} summary={summary}>
      <BarChart
        height={260}
        skipAnimation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: labels, label: t('progress.weekOf') }]}
        yAxis={[{ tickMinStep: 1, width: 32 }]}
        series={PARTS.map((part) => ({
          data: weeks.map((w) => w.counts[part]),
          label: t(`results.state.${part.toUpperCase()}`),
          stack: STACK,
          color: colors[part],
        }))}
        localeText={{ noData: t('progress.noData') }}
      />
    </ChartFigure>
  );
}
