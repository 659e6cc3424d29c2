import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import type { SprintMessage } from '@stride/contracts';
import { useTranslation } from 'react-i18next';

const ICONS = { PLANNED: ScheduleIcon, SENT: CheckCircleIcon, SKIPPED: DoNotDisturbIcon } as const;

/** A message on the calendar: its status's icon, its time and the start of its text (or its media's title). */
export function MessageChip({ message }: { message: SprintMessage }) {
  const { t } = useTranslation();
  const Icon = ICONS[message.status];
  const text = message.text || message.resource?.title || '';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        px: 0.25,
        textDecoration: message.status === 'SKIPPED' ? 'line-through' : undefined,
      }}
    >
      <Icon sx={{ fontSize: 14, flexShrink: 0 }} titleAccess={t(`sprints.status.${message.status}`)} />
      <Box component="span" sx={{ fontWeight: 600, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {message.time}
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    </Box>
  );
}
