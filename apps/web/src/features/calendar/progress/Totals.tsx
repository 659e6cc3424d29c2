import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_MAX, type ReportTotal } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../app/format/dates';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 140px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * The range's figures: completion, streaks, rating, and the counts by state and kind. `mine`: the participant
 * reads their own (My progress), told in their words ("you did…").
 */
export function Totals({ total, mine = false }: { total: ReportTotal; mine?: boolean }) {
  const { t } = useTranslation();
  const words = mine ? 'progress.mine' : 'progress';
  const { counts } = total;
  const percent = (rate: number | null) => (rate === null ? '—' : `${formatNumber(Math.round(rate * 100))} %`);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Figure
          label={t('progress.completionRate')}
          value={percent(total.completionRate)}
          detail={t(`${words}.completionDetail`, {
            done: counts.done + counts.partial,
            due: counts.total - counts.planned,
          })}
        />
        <Figure label={t('progress.currentStreak')} value={t('progress.days', { count: total.currentStreak })} />
        <Figure label={t('progress.longestStreak')} value={t('progress.days', { count: total.longestStreak })} />
        <Figure
          label={t('progress.averageRating')}
          value={
            total.averageRating === null
              ? '—'
              : t('progress.ratingValue', {
                  value: formatNumber(Math.round(total.averageRating * 10) / 10),
                  max: RATING_MAX,
                })
          }
        />
      </Stack>
      <Typography variant="body2">
        {t(`${words}.counts`, {
          done: counts.done,
          partial: counts.partial,
          skipped: counts.skipped,
          missed: counts.missed,
          planned: counts.planned,
          total: counts.total,
        })}
      </Typography>
      {total.byKind.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {total.byKind.map(({ kind, counts: c }) => (
            <Typography component="li" variant="body2" key={kind}>
              {t('progress.kindLine', {
                kind: t(`results.kind.${kind}`),
                done: c.done,
                partial: c.partial,
                skipped: c.skipped,
                missed: c.missed,
                total: c.total,
              })}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
