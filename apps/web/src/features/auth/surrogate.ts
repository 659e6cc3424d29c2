import type { createLoginTokenBodySchema, loginTokenResponseSchema } from '@stride/contracts';
import type { z } from 'zod';
import { api } from '../../app/api/client';
import { getSession } from '../../app/auth/session';
import { switchSession } from '../../app/auth/signIn';

type LoginTokenBody = z.infer<typeof createLoginTokenBodySchema>;
type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

function createLoginToken(profileId: number, body: LoginTokenBody): Promise<LoginTokenResponse> {
  return api.post<LoginTokenResponse>(`/profiles/${profileId}/tokens`, body);
}

/** Staff act as the user of this profile: a surrogate token opens their session in place of ours. */
export async function startSurrogateSession(profileId: number): Promise<void> {
  const { token } = await createLoginToken(profileId, { type: 'SURROGATE', surrogate: true });
  await switchSession(token);
}

/** Back from a surrogate session to the staff member behind it. */
export async function returnToPreviousRole(): Promise<void> {
  const profileId = getSession()?.claims.profile_id;
  if (profileId === undefined) throw new Error('No session to return from');
  const { token } = await createLoginToken(profileId, {
    type: 'PRIMARY_USER_AUTHENTICATION',
    userProfileId: profileId,
  });
  await switchSession(token);
}
