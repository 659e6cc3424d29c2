import Avatar from '@mui/material/Avatar';
import { initials } from '../../app/ui/UserAvatar';
import { profilePreviews, useProfilePreview } from './profilePreviews';

const SIZE = 32;

/** A chat member's avatar from the profile previews; initials while none, or when the image fails. */
export function ChatAvatar({ profileId, fallbackName }: { profileId: number; fallbackName?: string }) {
  const preview = useProfilePreview(profileId);
  const name = preview?.fullName ?? fallbackName ?? '';
  const [first, ...rest] = name.split(' ');
  return (
    <Avatar
      src={preview?.thumbnailUrl ?? undefined}
      alt={name}
      sx={{ width: SIZE, height: SIZE, fontSize: SIZE / 2.6, bgcolor: 'primary.main' }}
      slotProps={{ img: { onError: () => profilePreviews.avatarFailed(profileId) } }}
    >
      {initials(first, rest.at(-1)) || undefined}
    </Avatar>
  );
}
