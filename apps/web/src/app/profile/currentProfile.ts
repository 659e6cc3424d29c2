import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../auth/session';

/** GET /api/profiles/{id}: the signed-in user's own profile. */
export interface Profile {
  id: number;
  userId: number;
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  roleId: number;
  /** A URL, a data URL or bare base64. */
  thumbnailUrl: string | null;
  version: number;
}

export const profileQueryKey = (profileId: number | undefined) => ['profiles', profileId] as const;

export function useCurrentProfile() {
  const profileId = useSession()?.claims.profile_id;
  return useQuery({
    queryKey: profileQueryKey(profileId),
    queryFn: () => api.get<Profile>(`/profiles/${profileId}`),
    enabled: profileId !== undefined,
  });
}
