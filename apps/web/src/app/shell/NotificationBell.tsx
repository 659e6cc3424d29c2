import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BELL_BOUNCE_MS, NOTIFICATION_BADGE_CAP } from '../constants';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  30% { transform: translateY(-6px); }
  60% { transform: translateY(0); }
  80% { transform: translateY(-3px); }
`;

/**
 * Counts every rise of the value; a new count restarts the bounce by remounting the animated element. The
 * first known value (the count loaded) is no rise.
 */
function useRiseCount(value: number | undefined): number {
  const [previous, setPrevious] = useState(value);
  const [rises, setRises] = useState(0);
  if (value !== previous) {
    setPrevious(value);
    if (value !== undefined && previous !== undefined && value > previous) setRises(rises + 1);
  }
  return rises;
}

interface NotificationBellProps {
  /** Unread notifications; undefined until loaded. */
  count: number | undefined;
  onClick: () => void;
  /** Whether the panel it opens is open. */
  expanded?: boolean;
}

export function NotificationBell({ count: loaded, onClick, expanded }: NotificationBellProps) {
  const { t } = useTranslation();
  const rises = useRiseCount(loaded);
  const count = loaded ?? 0;
  // The name carries the count shown, so it can be heard and spoken (WCAG 2.5.3).
  const shown = count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(count);
  const label = count > 0 ? t('shell.notificationsUnread', { count: shown }) : t('shell.notifications');
  return (
    <IconButton
      aria-label={label}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-expanded={expanded}
      onClick={onClick}
      size="large"
    >
      <Badge
        key={rises}
        // Not 0: the hidden badge would still hold the text "0", which the button's name does not say.
        badgeContent={count > 0 ? count : undefined}
        max={NOTIFICATION_BADGE_CAP}
        color="error"
        className={rises > 0 ? 'bell-bounce' : undefined}
        sx={{
          '&.bell-bounce': { animation: `${bounce} ${BELL_BOUNCE_MS}ms ease-out 1` },
          '@media (prefers-reduced-motion: reduce)': { '&.bell-bounce': { animation: 'none' } },
        }}
      >
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
