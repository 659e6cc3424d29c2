import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../dashboards/charts/ChartFigure';
import { formatDay } from '../../app/format/days';
import { formatNumber } from '../../app/format/dates';
import { usePageViews } from './auditQueries';

/** The portal's page views per day (the last 30 days), from what the shell records on each navigation. */
export function PageViewsChart() {
  const { t } = useTranslation();
  const { data } = usePageViews(30);
  if (!data) return null;
  const total = data.reduce((sum, d) => sum + d.views, 0);
  return (
    <ChartFigure
      title={t('audit.pageViews')}
      summary={t('audit.pageViewsSummary', { total: formatNumber(total), days: 30 })}
    >
      <BarChart
        height={180}
        skipAnimation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: data.map((d) => formatDay(d.day)) }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={[{ data: data.map((d) => d.views), label: t('audit.views') }]}
        localeText={{ noData: t('audit.noPageViews') }}
      />
    </ChartFigure>
  );
}
