import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TOGGLE_SX } from './toggleSx';

/**
 * Today, back, forth, the days shown and the view picker, above a participant's calendar. `strings` is the
 * feature whose words it shows (`<strings>.today`, `.previous`, `.next`, `.viewLabel`, `.view.<view>`).
 */
export function CalendarToolbar<V extends string>({
  strings,
  title,
  views,
  view,
  onNavigate,
  onView,
}: {
  strings: 'calendar' | 'sprints';
  title: string;
  views: readonly V[];
  view: V;
  onNavigate: (step: -1 | 0 | 1) => void;
  onView: (view: V) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => onNavigate(0)}>
        {t(`${strings}.today`)}
      </Button>
      <IconButton size="small" aria-label={t(`${strings}.previous`)} onClick={() => onNavigate(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton size="small" aria-label={t(`${strings}.next`)} onClick={() => onNavigate(1)}>
        <ChevronRightIcon />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        sx={{ flex: '1 1 160px', '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={t(`${strings}.viewLabel`)}
        sx={TOGGLE_SX}
        onChange={(_event, value: V | null) => {
          if (value) onView(value);
        }}
      >
        {views.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`${strings}.view.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
