import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LoopIcon from '@mui/icons-material/Loop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_MAX, type DefinitionKind, type ReportItem } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../app/ui/ExternalLink';
import { ItemMedia } from '../calendar/results/ItemMedia';
import { StateChip } from '../calendar/results/StateChip';
import { againstText, prescribedText } from '../calendar/results/values';

const KIND_ICONS: Record<DefinitionKind, typeof FitnessCenterIcon> = {
  EXERCISE: FitnessCenterIcon,
  SERIES: LoopIcon,
  ACTIVITY: DirectionsRunIcon,
};

/** Whether the item can be recorded here; 'view': only read (My calendar's details). */
export type Recordable = 'yes' | 'future' | 'tooLate' | 'view';

interface DayItemCardProps {
  row: ReportItem;
  recordable: Recordable;
  busy: boolean;
  onDone: () => void;
  onSkip: () => void;
  onUndo: () => void;
}

/**
 * One item of the participant's day, compact for a phone: its kind and title, how it stands, its media (a
 * thumbnail; a video plays when asked), what is prescribed, what was recorded (values against the prescription,
 * rating, comment, or why it was skipped), and the actions: Done and Skip, then Change and Undo once recorded,
 * each named after the item. A day still to come says when it can be recorded.
 */
export function DayItemCard({ row, recordable, busy, onDone, onSkip, onUndo }: DayItemCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { item, result, state } = row;
  const Icon = KIND_ICONS[item.kind];
  const prescribed = prescribedText(item, t);
  // Every card has the same buttons: each is named after its item ("Done: Cat-cow") for a screen reader's list.
  const named = (action: string) => t('common.forItem', { action, item: item.title });

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1.5 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Icon color="action" sx={{ mt: 0.25 }} aria-hidden />
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id={titleId}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(`results.kind.${item.kind}`)}
              </Typography>
            </Stack>
            <StateChip state={state} />
          </Stack>
          <ItemMedia item={item} />
          {item.description ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.description}
            </Typography>
          ) : null}
          {item.kind === 'SERIES' && item.exercises.length > 0 ? (
            <Typography variant="body2">
              {t('results.circuitOf', { titles: item.exercises.map((e) => e.title).join(', ') })}
            </Typography>
          ) : null}
          {prescribed ? (
            <Typography variant="body2">
              <strong>{t('results.prescribed')}</strong> {prescribed}
            </Typography>
          ) : null}
          <ExternalLink href={item.externalUrl} variant="body2">
            {t('results.externalLink')}
          </ExternalLink>
          {result?.status === 'DONE' ? (
            <Stack spacing={0.5}>
              {againstText(item, result, t) ? (
                <Typography variant="body2">
                  <strong>{t('results.recorded')}</strong> {againstText(item, result, t)}
                </Typography>
              ) : null}
              {result.rating !== null ? (
                <Rating
                  readOnly
                  size="small"
                  max={RATING_MAX}
                  value={result.rating}
                  aria-label={t('results.ratingOf', { count: result.rating, max: RATING_MAX })}
                />
              ) : null}
            </Stack>
          ) : null}
          {result?.status === 'SKIPPED' && result.skipReason ? (
            <Typography variant="body2">
              <strong>{t('results.skipReasonShown')}</strong> {result.skipReason}
            </Typography>
          ) : null}
          {result?.comment ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              “{result.comment}”
            </Typography>
          ) : null}
          {recordable === 'future' ? (
            <Typography variant="body2" color="text.secondary">
              {t('myDay.notYet')}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
      {recordable === 'yes' ? (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5, pt: 0 }}>
          <Button
            variant={result ? 'outlined' : 'contained'}
            onClick={onDone}
            disabled={busy}
            aria-label={named(result?.status === 'DONE' ? t('myDay.change') : t('myDay.done'))}
          >
            {result?.status === 'DONE' ? t('myDay.change') : t('myDay.done')}
          </Button>
          <Button
            variant="outlined"
            onClick={onSkip}
            disabled={busy}
            aria-label={named(result?.status === 'SKIPPED' ? t('myDay.changeReason') : t('myDay.skip'))}
          >
            {result?.status === 'SKIPPED' ? t('myDay.changeReason') : t('myDay.skip')}
          </Button>
          {result ? (
            <Button
              color="inherit"
              onClick={onUndo}
              disabled={busy}
              aria-label={named(t('myDay.undo'))}
              sx={{ ml: { xs: 0, sm: 'auto' } }}
            >
              {t('myDay.undo')}
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
