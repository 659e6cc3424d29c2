import type { TenantId } from '@stride/contracts';

/** Rooms carry the tenant, so the same user uuid in two tenants can never share one. */
export const tenantRoom = (tenantId: TenantId) => `tenant:${tenantId}`;
export const userRoom = (tenantId: TenantId, userUuid: string) => `user:${tenantId}:${userUuid}`;
/** The sockets of one sign-in session (a grant of the embedded provider): ended when it is revoked. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
