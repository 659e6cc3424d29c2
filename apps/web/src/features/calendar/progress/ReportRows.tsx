import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_MAX, type ReportItem } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { StateChip } from '../results/StateChip';
import { againstText, isShort, prescribedText, VALUE_FIELDS } from '../results/values';

/** What was done against what was planned; the values short of the prescription marked. */
export function DoneCell({ row, t }: { row: ReportItem; t: TFunction }) {
  const { item, result } = row;
  if (result?.status !== 'DONE') return <>{'—'}</>;
  const short = VALUE_FIELDS.some((f) => isShort(f, item, result));
  const text = againstText(item, result, t) || t('progress.doneNoValues');
  return (
    <Typography variant="body2" component="span" color={short ? 'warning.dark' : undefined}>
      {text}
    </Typography>
  );
}

export function RatingCell({ row, t }: { row: ReportItem; t: TFunction }) {
  const rating = row.result?.rating ?? null;
  if (rating === null) return <>{'—'}</>;
  return (
    <Rating
      readOnly
      size="small"
      max={RATING_MAX}
      value={rating}
      aria-label={t('results.ratingOf', { count: rating, max: RATING_MAX })}
    />
  );
}

/** The participant's words: the comment, and why an item was skipped. */
export function WordsCell({ row, t }: { row: ReportItem; t: TFunction }) {
  const { result } = row;
  if (!result || (!result.comment && !result.skipReason)) return <>{'—'}</>;
  return (
    <Stack spacing={0.25}>
      {result.skipReason ? (
        <Typography variant="body2" component="span">
          {t('results.skipReasonShown')} {result.skipReason}
        </Typography>
      ) : null}
      {result.comment ? (
        <Typography variant="body2" component="span" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{result.comment}”
        </Typography>
      ) : null}
    </Stack>
  );
}

/** One item as the day view lists it: title and state, planned and done, rating and words. */
export function DayRow({ row, t }: { row: ReportItem; t: TFunction }) {
  const planned = prescribedText(row.item, t);
  return (
    <Stack spacing={0.5} component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {row.item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`results.kind.${row.item.kind}`)}
        </Typography>
        <StateChip state={row.state} />
      </Stack>
      <Typography variant="body2">
        <strong>{t('results.prescribed')}</strong> {planned || '—'}
      </Typography>
      <Typography variant="body2" component="div">
        <strong>{t('results.recorded')}</strong> <DoneCell row={row} t={t} />
      </Typography>
      {row.result?.rating ? <RatingCell row={row} t={t} /> : null}
      {row.result?.comment || row.result?.skipReason ? <WordsCell row={row} t={t} /> : null}
    </Stack>
  );
}
