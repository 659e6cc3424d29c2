import Badge from '@mui/material/Badge';
import { useTranslation } from 'react-i18next';
import { ChatAvatar } from './ChatAvatar';
import { useOnline } from './presence';

/** A member's avatar with a green dot while they are online. */
export function PresenceAvatar({ profileId, uuid, name }: { profileId: number; uuid: string; name: string }) {
  const { t } = useTranslation();
  const online = useOnline(uuid);
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      invisible={!online}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      role="img"
      aria-label={online ? t('chat.presenceOnline', { name }) : t('chat.presenceOffline', { name })}
      sx={{ '& .MuiBadge-dot': { border: 2, borderColor: 'background.paper', width: 12, height: 12, borderRadius: 6 } }}
    >
      <ChatAvatar profileId={profileId} fallbackName={name} />
    </Badge>
  );
}
