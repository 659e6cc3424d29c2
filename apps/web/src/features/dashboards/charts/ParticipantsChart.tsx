import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ParticipantFigures } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import { participantBarColors } from './chartColors';

const BARS = ['active', 'inactive', 'signedIn', 'notSignedIn', 'neverSignedIn'] as const;
const BAR_HEIGHT = 44;

/** Active against inactive, signed in against not signed in: one bar each, in the tenant's colours. */
export function ParticipantsChart({ figures }: { figures: ParticipantFigures }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labels = BARS.map((key) => t('dashboards.figure', { context: key }));
  const values = BARS.map((key) => figures[key].value);
  const summary = BARS.map((_, i) => t('dashboards.chartPart', { label: labels[i], value: values[i] })).join('; ');
  const barColors = participantBarColors(theme);
  const colors = BARS.map((key) => barColors[key]);

  return (
    <ChartFigure title={t('dashboards.participantsChart')} summary={`${summary}.`}>
      <BarChart
        localeText={{ loading: t('dashboards.chartLoading'), noData: t('dashboards.chartNoData') }}
        layout="horizontal"
        height={BARS.length * BAR_HEIGHT + 50}
        margin={{ left: 8, right: 24, top: 8, bottom: 8 }}
        hideLegend
        skipAnimation
        yAxis={[
          {
            scaleType: 'band',
            data: labels,
            width: 130,
            colorMap: { type: 'ordinal', values: labels, colors },
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: values, label: t('dashboards.participantsSeries') }]}
        grid={{ vertical: true }}
      />
    </ChartFigure>
  );
}
