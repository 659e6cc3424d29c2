import { endpoints, type Profile } from '@stride/contracts';
import { callEndpoint, saveVersioned } from '../../app/api';
import { fetchProfile } from '../../app/profile/currentProfile';

/**
 * PUT /profiles/{id}/picture (multipart) with If-Match on the profile's version; on a 412 the profile is
 * reloaded (GET /profiles/{id}) and the upload retried once on its version (spec 000 section 4).
 */
export function uploadProfilePicture(
  profile: Pick<Profile, 'id' | 'version'>,
  file: File,
  onReload?: (current: Profile) => void,
): Promise<Profile> {
  return saveVersioned({
    version: profile.version,
    body: file,
    save: (picture, version) =>
      callEndpoint(endpoints.profiles.setPicture, { params: { id: profile.id }, files: { file: picture }, version }),
    reload: () => fetchProfile(profile.id),
    onReload,
  });
}
