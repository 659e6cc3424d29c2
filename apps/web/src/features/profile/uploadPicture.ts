import { profileSchema, type Profile } from '@stride/contracts';
import { getVersioned, updateVersioned } from '../../app/api/versioned';

const parseProfile = (body: unknown): Profile => profileSchema.parse(body);

/**
 * PUT /profiles/{id}/picture (multipart) with If-Match on the profile's version; on a 412 the profile is
 * reloaded (GET /profiles/{id}) and the upload retried once on its version (spec 000 section 4).
 */
export function uploadProfilePicture(
  profile: Pick<Profile, 'id' | 'version'>,
  file: File,
  onReload?: (current: Profile) => void,
): Promise<Profile> {
  const body = new FormData();
  body.append('file', file);
  return updateVersioned<Profile>({
    path: `/profiles/${profile.id}/picture`,
    body,
    version: profile.version,
    parse: parseProfile,
    reload: () => getVersioned(`/profiles/${profile.id}`, parseProfile),
    onReload,
  });
}
