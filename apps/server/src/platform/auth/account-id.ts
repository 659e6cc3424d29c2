/**
 * The provider's account id (the token's sub): the user's uuid, followed during a surrogate
 * login by `~` and the real person's uuid, so that the actor survives every token refresh.
 */
export interface AccountRef {
  uuid: string;
  actorUuid: string | null;
}

export const formatAccountId = (ref: AccountRef) => (ref.actorUuid ? `${ref.uuid}~${ref.actorUuid}` : ref.uuid);

export function parseAccountId(id: string): AccountRef {
  const [uuid = '', actorUuid] = id.split('~');
  return { uuid, actorUuid: actorUuid ?? null };
}
