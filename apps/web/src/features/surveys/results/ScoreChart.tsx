import { LineChart } from '@mui/x-charts/LineChart';
import type { ScoringRule, SurveySummary } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format/dates';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { resultLabel } from '../bands';

/**
 * One participant's scores over time (completed surveys in order), on the instrument's scale; the figure's
 * text says each point (date, score and band) for those who do not see the chart.
 */
export function ScoreChart({
  name,
  surveys,
  rule,
}: {
  name: string;
  surveys: readonly SurveySummary[];
  rule: ScoringRule | null;
}) {
  const { t } = useTranslation();
  const scored = surveys.filter((s) => s.result && s.completedAt);
  const labels = scored.map((s) => formatDate(s.completedAt!));
  const scores = scored.map((s) => s.result!.result);
  const summary = scored
    .map((s, i) => {
      const label = resultLabel(s.result!, t);
      return label
        ? t('surveys.chart.pointBand', { date: labels[i], score: scores[i], band: label })
        : t('surveys.chart.point', { date: labels[i], score: scores[i] });
    })
    .join(' ');
  return (
    <ChartFigure title={t('surveys.chart.title', { name })} summary={summary || t('surveys.chart.nothing')}>
      <LineChart
        height={220}
        skipAnimation
        margin={{ left: 24, right: 40, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ width: 32, min: rule?.min ?? 0, ...(rule ? { max: rule.max } : {}) }]}
        series={[{ data: scores, label: t('surveys.score'), showMark: true }]}
        hideLegend
        localeText={{ noData: t('surveys.chart.nothing') }}
      />
    </ChartFigure>
  );
}
