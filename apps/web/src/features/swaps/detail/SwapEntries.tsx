import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SwapEntry } from '@stride/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format/dates';
import { SwapMedia } from '../SwapMedia';

/** A swap's entries, the latest first: who and when, how it went, the levels, and the media. */
export function SwapEntries({ entries }: { entries: readonly SwapEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Typography color="text.secondary">{t('swaps.noEntries')}</Typography>;
  const latestFirst = [...entries].reverse();
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {latestFirst.map((entry, index) => (
        <Fragment key={entry.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <Stack component="li" spacing={0.75}>
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{entry.authorName}</Typography>
              {entry.byParticipant ? null : <Chip size="small" variant="outlined" label={t('swaps.staffNote')} />}
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(entry.createdAt)}
              </Typography>
            </Stack>
            {entry.content ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.content}
              </Typography>
            ) : null}
            {entry.impactLevel || entry.difficultLevel ? (
              <Typography variant="caption" color="text.secondary">
                {[
                  entry.impactLevel
                    ? `${t('swaps.impact')}: ${t('swaps.levelOf', { value: entry.impactLevel })}`
                    : null,
                  entry.difficultLevel
                    ? `${t('swaps.difficulty')}: ${t('swaps.levelOf', { value: entry.difficultLevel })}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
            {entry.media ? <SwapMedia media={entry.media} size={72} /> : null}
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}
