import { endpoints, type Profile } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api';
import { useSession } from '../auth/session';

export type { Profile };

export const profileQueryKey = (profileId: number | undefined) => ['profiles', profileId] as const;

/** GET /profiles/{id} of the signed-in user (parsed by the endpoint's schema: the shell's chunk carries zod). */
export const fetchProfile = (profileId: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.profiles.get, { params: { id: profileId }, signal });

/** The signed-in user's own profile. */
export function useCurrentProfile() {
  const profileId = useSession()?.claims.profile_id;
  return useQuery({
    queryKey: profileQueryKey(profileId),
    queryFn: ({ signal }) => fetchProfile(profileId!, signal),
    enabled: profileId !== undefined,
  });
}
