import type { Profile } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../auth/session';

export type { Profile };

export const profileQueryKey = (profileId: number | undefined) => ['profiles', profileId] as const;

/** GET /api/profiles/{id}: the signed-in user's own profile (not parsed here: the shell's chunk carries no zod). */
export function useCurrentProfile() {
  const profileId = useSession()?.claims.profile_id;
  return useQuery({
    queryKey: profileQueryKey(profileId),
    queryFn: () => api.get<Profile>(`/profiles/${profileId}`),
    enabled: profileId !== undefined,
  });
}
