import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { ChatAvatar } from '../ChatAvatar';
import { useOnline } from './presence';
import { previewDetails, useProfilePreview } from '../profilePreviews';

/** A member's avatar with a green dot while they are online; its tooltip names them with role and e-mail. */
export function PresenceAvatar({ profileId, uuid, name }: { profileId: number; uuid: string; name: string }) {
  const { t } = useTranslation();
  const online = useOnline(uuid);
  const preview = useProfilePreview(profileId);
  const details = preview ? previewDetails(preview, t) : '';
  const status = online ? t('chat.presenceOnline', { name }) : t('chat.presenceOffline', { name });
  return (
    <Tooltip describeChild title={details ? `${name} · ${details}` : name}>
      <Badge
        overlap="circular"
        variant="dot"
        color="success"
        invisible={!online}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        role="img"
        aria-label={status}
        sx={{
          '& .MuiBadge-dot': { border: 2, borderColor: 'background.paper', width: 12, height: 12, borderRadius: 6 },
        }}
      >
        <ChatAvatar profileId={profileId} fallbackName={name} />
      </Badge>
    </Tooltip>
  );
}
