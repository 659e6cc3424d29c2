import DoneAllIcon from '@mui/icons-material/DoneAll';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Notification, NotificationFilter, NotificationGroup as Group } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { formatRelativeTime } from '../../../app/format/dates';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { NotificationCard } from '../NotificationCard';
import { loadMoreOfGroup, readGroup, refreshNotifications } from '../notificationsQueries';

interface NotificationGroupProps {
  group: Group;
  /** The filter of the list the group was loaded with: load more adds to that list. */
  listFilter: NotificationFilter;
  /** The Unread tab: only the group's unread notifications are shown. */
  unreadOnly: boolean;
  now: Date;
  onOpen: (notification: Notification, userId: number) => void;
  onSnooze: (notification: Notification, resendAt: Date) => void;
}

/**
 * One participant's notifications (spec 002 section 2): who, how many unread, expand, load more (5 at a
 * time, after the last one shown) and mark the group read.
 */
export function NotificationGroup({ group, listFilter, unreadOnly, now, onOpen, onSnooze }: NotificationGroupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const { profile } = group;
  const name = profile.fullName || t('notifications.someone');
  const [firstName, ...rest] = name.split(' ');
  const shown = unreadOnly ? group.notifications.filter((n) => n.unread) : group.notifications;
  const newest = group.notifications[0];
  const hasMore = !exhausted && group.notifications.length < group.count;

  const loadMore = async () => {
    setLoading(true);
    try {
      const more = await loadMoreOfGroup(queryClient, listFilter, profile.profileId, group.notifications, listFilter);
      if (!more) setExhausted(true);
    } catch (error) {
      handleError(error);
    } finally {
      setLoading(false);
    }
  };

  const markGroupRead = async () => {
    try {
      await readGroup(profile.profileId);
      await refreshNotifications(queryClient);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <ButtonBase
          onClick={() => setExpanded((e) => !e)}
          // Named by what it shows (the person, the counts); aria-expanded says whether the list is open.
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            gap: { xs: 1, sm: 1.5 },
            px: { xs: 1.5, sm: 2 },
            py: 1.25,
            textAlign: 'left',
          }}
        >
          <UserAvatar
            picture={profile.thumbnailUrl}
            firstName={firstName}
            lastName={rest.at(-1)}
            size={40}
            decorative
          />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('notifications.groupCount', { count: group.count })}
              {newest ? ` · ${formatRelativeTime(newest.createdDate, now)}` : ''}
            </Typography>
          </Box>
          {group.notifications.some((n) => n.urgent) ? (
            <Chip size="small" color="error" label={t('notifications.urgent')} />
          ) : null}
          {group.countUnread > 0 ? (
            <Chip size="small" color="primary" label={t('notifications.groupUnread', { count: group.countUnread })} />
          ) : null}
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ButtonBase>
        {group.countUnread > 0 ? (
          <IconButton
            aria-label={t('notifications.markGroupRead', { name })}
            onClick={() => void markGroupRead()}
            size="small"
          >
            <DoneAllIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <List id={listId} disablePadding aria-label={name} sx={{ bgcolor: 'action.hover' }}>
          {shown.map((n) => (
            <NotificationCard
              key={n.id}
              notification={n}
              now={now}
              onOpen={(notification) => onOpen(notification, profile.userId)}
              onSnooze={onSnooze}
            />
          ))}
        </List>
        {hasMore ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button size="small" loading={loading} onClick={() => void loadMore()}>
              {t('notifications.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Collapse>
    </Box>
  );
}
