import { endpoints, type EndpointBodyInput } from '@stride/contracts';
import { callEndpoint } from '../../app/api';
import { getSession } from '../../app/auth/session';
import { switchSession } from '../../app/auth/signIn';

type LoginTokenBody = EndpointBodyInput<typeof endpoints.loginTokens.create>;

/** POST /profiles/{id}/tokens: a one-time sign-in token (surrogate, or back to the primary user). */
function createLoginToken(profileId: number, body: LoginTokenBody) {
  return callEndpoint(endpoints.loginTokens.create, { params: { id: profileId }, body });
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
