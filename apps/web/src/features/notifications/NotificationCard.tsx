import PriorityIcon from '@mui/icons-material/PriorityHigh';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Notification } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../app/format/dates';
import { SnoozeControl } from './settings/SnoozeControl';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';

interface NotificationCardProps {
  notification: Notification;
  /** The list's clock (renewed every minute): the relative time follows it. */
  now: Date;
  onOpen: (notification: Notification) => void;
  onSnooze: (notification: Notification, resendAt: Date) => void;
}

/** A snoozed notification: read, coming back at resendAt. */
export const isScheduled = (n: Notification, now: Date) =>
  !n.unread && n.resendAt !== null && new Date(n.resendAt).getTime() > now.getTime();

/**
 * One notification: when (relative, refreshed every minute), its message, the optional link message, and
 * its snooze control; a click opens what it is about (spec 002 section 2). An urgent one (a critical
 * survey answer, until acknowledged) is marked "Urgent" in words and with a red edge.
 */
export function NotificationCard({ notification: n, now, onOpen, onSnooze }: NotificationCardProps) {
  const { t } = useTranslation();
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={<SnoozeControl onSnooze={(resendAt) => onSnooze(n, resendAt)} />}
      sx={{
        '& .MuiListItemSecondaryAction-root': { top: 12, transform: 'none' },
        ...(n.urgent ? { borderLeft: 4, borderLeftColor: 'error.main' } : {}),
      }}
    >
      <ListItemButton onClick={() => onOpen(n)} alignItems="flex-start" sx={{ gap: 1.5, py: 1.25, pr: 7 }}>
        <Box
          aria-hidden
          sx={{
            mt: 0.75,
            flexShrink: 0,
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: n.unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          {n.unread ? <Box sx={VISUALLY_HIDDEN}>{t('notifications.unread')}</Box> : null}
          {n.urgent ? (
            <Chip
              size="small"
              color="error"
              icon={<PriorityIcon />}
              label={t('notifications.urgent')}
              sx={{ mb: 0.5, height: 22 }}
            />
          ) : null}
          <Typography variant="body2" sx={{ fontWeight: n.unread ? 600 : 400, overflowWrap: 'anywhere' }}>
            {n.message}
          </Typography>
          {n.linkMessage ? (
            <Typography variant="body2" color="primary" sx={{ overflowWrap: 'anywhere' }}>
              {n.linkMessage}
            </Typography>
          ) : null}
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={n.createdDate}
            title={formatDateTime(n.createdDate)}
            sx={{ display: 'block' }}
          >
            {formatRelativeTime(n.createdDate, now)}
          </Typography>
          {isScheduled(n, now) ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('notifications.scheduled', { date: formatDateTime(n.resendAt!) })}
            </Typography>
          ) : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
