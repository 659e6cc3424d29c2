import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Swap } from '@stride/contracts';
import { useTranslation } from 'react-i18next';

/** "n / repeatGoal" with a bar; over the goal it says so (6 / 5, over the goal). */
export function SwapProgress({ swap }: { swap: Pick<Swap, 'progressCount' | 'repeatGoal'> }) {
  const { t } = useTranslation();
  const { progressCount: count, repeatGoal: goal } = swap;
  const over = count > goal;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('swaps.progress', { count, goal })}
        </Typography>
        {over ? (
          <Typography variant="caption" color="success.dark">
            {t('swaps.overGoal')}
          </Typography>
        ) : null}
      </Stack>
      {/* A plain bar (not a progressbar role: the figure above says it, and screens settle on no progressbar). */}
      <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.selected', overflow: 'hidden' }}>
        <Box
          sx={{
            height: '100%',
            width: `${Math.min(100, (count / Math.max(goal, 1)) * 100)}%`,
            bgcolor: count >= goal ? 'success.main' : 'primary.main',
          }}
        />
      </Box>
    </Stack>
  );
}
