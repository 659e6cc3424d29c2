import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Swap } from '@stride/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';
import { SwapProgress } from '../detail/SwapProgress';
import { SwapStatusChip } from '../SwapStatusChip';

export type SwapAction = 'open' | 'edit' | 'delete';

/** "crisps in the afternoon → fruit": what is swapped for what (the goal left out while there is none). */
export function SwapTitle({ swap }: { swap: Pick<Swap, 'description' | 'goal'> }) {
  return (
    <>
      {swap.description}
      {swap.goal ? (
        <>
          {' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            →
          </Box>{' '}
          {swap.goal}
        </>
      ) : null}
    </>
  );
}

/**
 * One swap of the list: what for what (a link to its page), its status, progress against the repeat goal,
 * and its actions. The swap a notification points at (?id=…) is marked and scrolled to.
 */
export function SwapCard({
  swap,
  to,
  highlighted,
  canEdit,
  canDelete,
  onAction,
}: {
  swap: Swap;
  to: string;
  highlighted: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAction: (action: SwapAction) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const items: ActionsMenuItem<SwapAction>[] = [
    { action: 'open', label: t('swaps.open'), icon: <OpenInNewIcon fontSize="small" /> },
    ...(canEdit ? [{ action: 'edit' as const, label: t('swaps.edit'), icon: <EditIcon fontSize="small" /> }] : []),
    ...(canDelete
      ? [{ action: 'delete' as const, label: t('swaps.delete'), icon: <DeleteIcon fontSize="small" /> }]
      : []),
  ];
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      variant="outlined"
      sx={{
        p: 2,
        listStyle: 'none',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={to} underline="hover" color="inherit">
              <SwapTitle swap={swap} />
            </Link>
          </Typography>
          {swap.tactic ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('swaps.tactic')}: {swap.tactic}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SwapStatusChip status={swap.status} />
            <SwapProgress swap={swap} />
          </Stack>
          {swap.status === 'REJECTED' && swap.rejectedReason ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('swaps.rejectedBecause', { reason: swap.rejectedReason })}
            </Typography>
          ) : null}
        </Stack>
        <ActionsMenu label={t('swaps.actions', { name: swap.description })} items={items} onAction={onAction} />
      </Stack>
    </Paper>
  );
}
