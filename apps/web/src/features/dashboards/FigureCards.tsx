import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../app/format/dates';
import type { Figure, FigureGroup } from './figures';

/** The dashboard's figures, one titled section per group, a card per figure. */
export function FigureCards({ groups }: { groups: readonly FigureGroup[] }) {
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <FigureSection key={group.key} group={group} />
      ))}
    </Stack>
  );
}

function FigureSection({ group }: { group: FigureGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('dashboards.group', { context: group.key })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
        }}
      >
        {group.figures.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </Box>
    </Box>
  );
}

/** A big number (a link to the participants it counts, when there is such a list) over its label. */
function FigureCard({ figure }: { figure: Figure }) {
  const { t } = useTranslation();
  const label = t('dashboards.figure', { context: figure.key });
  const value = formatNumber(figure.metric.value);
  const number = { variant: 'h4', sx: { fontWeight: 700, lineHeight: 1.2, alignSelf: 'flex-start' } } as const;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {figure.metric.link ? (
        <Link
          component={RouterLink}
          to={figure.metric.link}
          underline="hover"
          aria-label={t('dashboards.figureLink', { label, value })}
          {...number}
        >
          {value}
        </Link>
      ) : (
        <Typography component="p" {...number}>
          {value}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('dashboards.hint', { context: figure.key })}
      </Typography>
    </Paper>
  );
}
