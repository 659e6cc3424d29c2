import { LineChart } from '@mui/x-charts/LineChart';
import type { ReportItem } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { formatDay } from '../../../app/format/days';
import { formatValue, type ValueField } from '../results/values';

/**
 * One exercise's recorded value over time against its prescription: a point per day it was done (time
 * shown in minutes, the other values in their units).
 */
export function ExerciseChart({
  rows,
  title,
  field,
}: {
  rows: readonly ReportItem[];
  title: string;
  field: ValueField;
}) {
  const { t } = useTranslation();
  const done = rows.filter((r) => r.result?.status === 'DONE' && r.result[field] !== null);
  const scale = (value: number | null) =>
    value === null ? null : field === 'time' ? Math.round((value / 60) * 100) / 100 : value;
  const labels = done.map((r) => formatDay(r.item.date));
  const recorded = done.map((r) => scale(r.result![field]));
  const planned = done.map((r) => scale(r.item[field]));
  const summary = done
    .map((r, i) =>
      t('progress.exercisePoint', {
        date: labels[i],
        done: formatValue(field, r.result![field]!, t),
        planned: r.item[field] === null ? '—' : formatValue(field, r.item[field], t),
      }),
    )
    .join(' ');
  return (
    <ChartFigure
      title={t('progress.exerciseChart', { title, field: t(`results.field.${field}`) })}
      summary={summary || t('progress.exerciseNothing')}
    >
      <LineChart
        height={260}
        skipAnimation
        margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ width: 40, min: 0, label: t(`results.suffix.${field}`) }]}
        series={[
          { data: recorded, label: t('progress.recordedSeries'), showMark: true },
          { data: planned, label: t('progress.plannedSeries'), showMark: false, connectNulls: true },
        ]}
        localeText={{ noData: t('progress.noData') }}
      />
    </ChartFigure>
  );
}
