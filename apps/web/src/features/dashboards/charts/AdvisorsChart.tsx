import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdvisorsDashboard } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import { advisorBarColors } from './chartColors';
import { advisorName } from '../advisors/advisorName';

const ROW_HEIGHT = 56;

/** Each advisor of the page: their participants and how many of them signed in during the range. */
export function AdvisorsChart({ advisors }: { advisors: AdvisorsDashboard['advisors'] }) {
  const { t } = useTranslation();
  const colors = advisorBarColors(useTheme());
  const names = advisors.map(advisorName);
  const totals = advisors.map((a) => a.participants.total.value);
  const signedIn = advisors.map((a) => a.participants.signedIn.value);
  const summary = advisors
    .map((_, i) => t('dashboards.advisorPart', { name: names[i], total: totals[i], signedIn: signedIn[i] }))
    .join('; ');

  return (
    <ChartFigure title={t('dashboards.advisorsChart')} summary={`${summary}.`}>
      <BarChart
        localeText={{ loading: t('dashboards.chartLoading'), noData: t('dashboards.chartNoData') }}
        layout="horizontal"
        height={Math.max(2, advisors.length) * ROW_HEIGHT + 90}
        margin={{ left: 8, right: 24, top: 8, bottom: 8 }}
        yAxis={[{ scaleType: 'band', data: names, width: 130 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          { data: totals, label: t('dashboards.figure_total'), color: colors.total },
          { data: signedIn, label: t('dashboards.figure_signedIn'), color: colors.signedIn },
        ]}
        grid={{ vertical: true }}
        skipAnimation
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  );
}
