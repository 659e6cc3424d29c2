import MoreVertIcon from '@mui/icons-material/MoreVert';
import PushPinIcon from '@mui/icons-material/PushPin';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CHAT_FILTERS, type ChatChannel, type ChatFilter } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/lists/SearchField';
import { VISUALLY_HIDDEN } from '../../../app/ui/visuallyHidden';
import { useNow } from '../../notifications/useNow';
import { channelTitle, lastMessageLine, listTime, matchesFilter, myMember, sortChannels } from './channels';
import { useUnreadCounts } from '../chatStore';
import { useChannelPresence } from '../realtime/presence';
import { PresenceAvatar } from '../realtime/PresenceAvatar';

/** A direct message's other member, with their online dot. */
function DirectPresence({ channel, profileId }: { channel: ChatChannel; profileId: number | undefined }) {
  useChannelPresence(channel, profileId);
  const other = channel.chatMembers.find((m) => m.profileId !== profileId);
  if (!other) return null;
  return (
    <ListItemAvatar sx={{ minWidth: 44 }}>
      <PresenceAvatar profileId={other.profileId} uuid={other.uuid} name={other.fullName} />
    </ListItemAvatar>
  );
}

interface ChannelListProps {
  channels: ChatChannel[];
  profileId: number | undefined;
  selectedId: string | null;
  onSelect: (channelId: string) => void;
  onPin: (channel: ChatChannel, pinned: boolean) => void;
  onArchive: (channel: ChatChannel, archived: boolean) => void;
}

/** The channels: filter tabs, a search by name, pinned first, unread counts, and a menu per channel. */
export function ChannelList({ channels, profileId, selectedId, onSelect, onPin, onArchive }: ChannelListProps) {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  const now = useNow();
  const [filter, setFilter] = useState<ChatFilter>('ALL');
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; channel: ChatChannel } | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = sortChannels(channels, profileId).filter(
    (c) =>
      matchesFilter(c, filter) &&
      Boolean(myMember(c, profileId)?.isHidden) === archived &&
      channelTitle(c, profileId, t).toLowerCase().includes(needle),
  );
  const menuMember = menu ? myMember(menu.channel, profileId) : undefined;
  const close = () => setMenu(null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Tabs
        value={filter}
        onChange={(_e, value: ChatFilter) => setFilter(value)}
        // Every label whole at 390 px and in the 340 px column beside a thread: short words, each tab as wide
        // as its word and the rest shared, never a scroll that cuts one ("Cha›").
        aria-label={t('chat.filtersLabel')}
      >
        {CHAT_FILTERS.map((f) => (
          <Tab
            key={f}
            value={f}
            label={t(`chat.filter.${f}`)}
            sx={{ flex: '1 1 auto', minWidth: 0, px: 1, textTransform: 'none', whiteSpace: 'nowrap' }}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 1 }}>
        <SearchField value={search} onChange={setSearch} label={t('chat.search')} />
        <FormControlLabel
          control={<Switch checked={archived} onChange={(e) => setArchived(e.target.checked)} />}
          label={t('chat.showArchived')}
        />
      </Box>
      {shown.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('chat.noChannels')}
        </Typography>
      ) : null}
      <List aria-label={t('chat.channelsLabel')} sx={{ overflowY: 'auto', flex: 1 }}>
        {shown.map((channel) => {
          const title = channelTitle(channel, profileId, t);
          const count = unread[channel.id] ?? 0;
          const last = channel.lastMessage;
          return (
            <ListItem
              key={channel.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('chat.channelActions', { name: title })}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, channel })}
                >
                  <MoreVertIcon />
                </IconButton>
              }
            >
              <ListItemButton selected={channel.id === selectedId} onClick={() => onSelect(channel.id)}>
                {channel.isDirectMessage ? <DirectPresence channel={channel} profileId={profileId} /> : null}
                <ListItemText
                  sx={{ minWidth: 0 }}
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                      <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {title}
                      </Box>
                      {last ? (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {listTime(last.createdAt, now)}
                        </Typography>
                      ) : null}
                    </Box>
                  }
                  secondary={
                    <>
                      {last ? lastMessageLine(last, profileId, t) : t('chat.noMessages')}
                      {count > 0 ? (
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {` ${t('chat.unreadCount', { count })}`}
                        </Box>
                      ) : null}
                    </>
                  }
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
                {myMember(channel, profileId)?.isChatPinned ? (
                  <PushPinIcon fontSize="small" titleAccess={t('chat.pinned')} />
                ) : null}
                {count > 0 ? <Badge badgeContent={count} color="primary" sx={{ mx: 2 }} aria-hidden /> : null}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={close}>
        {menu ? (
          <MenuItem
            onClick={() => {
              onPin(menu.channel, !menuMember?.isChatPinned);
              close();
            }}
          >
            {menuMember?.isChatPinned ? t('chat.unpin') : t('chat.pin')}
          </MenuItem>
        ) : null}
        {menu ? (
          <MenuItem
            onClick={() => {
              onArchive(menu.channel, !menuMember?.isHidden);
              close();
            }}
          >
            {menuMember?.isHidden ? t('chat.restore') : t('chat.archive')}
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
}
