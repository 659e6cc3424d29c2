import { type Language } from '@stride/contracts';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import type { PersonRow } from '../profiles/index.js';

export const presentCoached = ({ profile, user }: PersonRow) => ({
  id: user.id,
  profileId: profile.id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: user.email,
  emailConfirmed: user.emailConfirmedAt !== null,
  language: profile.language as Language,
  isActive: user.isActive,
  thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
});
