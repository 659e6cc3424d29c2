import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JournalMeal } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaPreview } from '../library/media/preview/MediaPreviewProvider';
import { mediaResource } from '../calendar/results/values';

/** A meal's kind and time ("Lunch · 13:30"). */
export function MealHeading({ meal, action }: { meal: Pick<JournalMeal, 'kind' | 'time'>; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`journal.kind.${meal.kind}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ flex: 1 }}>
        {meal.time ?? t('journal.meal.noTime')}
      </Typography>
      {action}
    </Stack>
  );
}

/** What the participant wrote of a meal, and its photos as thumbnails opening the preview dialog. */
export function MealContent({ meal }: { meal: JournalMeal }) {
  const { t } = useTranslation();
  const preview = useMediaPreview();
  const kind = t(`journal.kind.${meal.kind}`);
  return (
    <Stack spacing={1}>
      {meal.text ? (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {meal.text}
        </Typography>
      ) : null}
      {meal.photos.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {meal.photos.map((photo, index) =>
            photo.processing ? (
              // Not yet openable: the day reloads after 5, 25 and 60 s while a photo is processed.
              <Box
                key={`${photo.resourceId}-${index}`}
                sx={{
                  width: 88,
                  height: 88,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  display: 'grid',
                  placeItems: 'center',
                  typography: 'caption',
                }}
              >
                {t('journal.meal.processing')}
              </Box>
            ) : (
              <ButtonBase
                key={`${photo.resourceId}-${index}`}
                onClick={() => preview.open(mediaResource(photo))}
                aria-label={t('journal.meal.openPhoto', { number: index + 1, kind })}
                sx={{ borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' } }}
              >
                <Box
                  component="img"
                  src={photo.thumbnailUrl ?? photo.fileUrl}
                  alt=""
                  sx={{ display: 'block', width: 88, height: 88, borderRadius: 1, objectFit: 'cover' }}
                />
              </ButtonBase>
            ),
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
