import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { AVATAR_SIZE } from '../constants';

const URL_PREFIX = /^(data:|https?:|blob:|\/\/)/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Shorter strings of base64 letters are paths (a signed file link such as `files/12`), not pictures. */
const MIN_BASE64_LENGTH = 64;

/** The picture as an image source: URLs and data URLs as given, bare base64 as a PNG data URL. */
export function avatarSrc(picture: string | null | undefined): string | undefined {
  const value = picture?.trim();
  if (!value) return undefined;
  if (URL_PREFIX.test(value)) return value;
  const compact = value.replace(/\s+/g, '');
  if (compact.length >= MIN_BASE64_LENGTH && BASE64.test(compact)) return `data:image/png;base64,${compact}`;
  return value;
}

export function initials(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
}

interface UserAvatarProps {
  picture: string | null | undefined;
  firstName?: string | null;
  lastName?: string | null;
  size?: number;
  /** Inside a control that names itself (the top bar's profile link): hidden from assistive technology. */
  decorative?: boolean;
}

/** A user's picture; initials stand in when there is none or it fails to load. */
export function UserAvatar({ picture, firstName, lastName, size = AVATAR_SIZE, decorative = false }: UserAvatarProps) {
  const src = avatarSrc(picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const letters = initials(firstName, lastName);
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <Avatar
      src={showImage ? src : undefined}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: size / 2.6 }}
      slotProps={{ img: { onError: () => setFailedSrc(src ?? null) } }}
    >
      {letters && decorative ? (
        // Drawn by CSS: as text, the initials would have to be part of the control's name (WCAG 2.5.3).
        <Box component="span" data-initials={letters} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
      ) : (
        letters || undefined
      )}
    </Avatar>
  );
}
