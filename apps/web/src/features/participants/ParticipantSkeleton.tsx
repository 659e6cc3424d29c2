import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * The participant's page while it loads: the header (picture, name, e-mail, chips), the tabs and the General
 * tab's form, in grey shapes where they will be, so nothing jumps when they come. Said as "Loading…".
 */
export function ParticipantSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-label={t('common.loading')} aria-busy="true">
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" sx={{ width: { xs: 48, sm: 72 }, height: { xs: 48, sm: 72 }, flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', maxWidth: 280 }} />
            <Skeleton variant="text" sx={{ maxWidth: 220 }} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Skeleton variant="rounded" width={64} height={24} />
              <Skeleton variant="rounded" width={96} height={24} />
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={3} sx={{ px: 1 }}>
        {[72, 96, 64, 88].map((width, i) => (
          <Skeleton key={i} variant="text" width={width} sx={{ fontSize: '1rem' }} />
        ))}
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: { lg: 720 } }}>
        <Stack spacing={2}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
          <Skeleton variant="rounded" width={120} height={40} />
        </Stack>
      </Paper>
    </Stack>
  );
}
