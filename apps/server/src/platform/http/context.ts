import type { AccessClaims, RoleId, TenantConfig, TenantId } from '@stride/contracts';

/** The signed-in person a request acts as. */
export interface Actor {
  userId: number;
  profileId: number;
  uuid: string;
  role: RoleId;
  email: string;
  surveyAvailable: boolean;
  mainFolderId: number | null;
  /** The real person's user id during a surrogate login. */
  surrogateActorUserId: number | null;
}

/** What services need to know about the request they serve: who, where, which trace. */
export interface RequestContext {
  tenantId: TenantId;
  traceId: string;
  actor: Actor | null;
}

export function actorFromClaims(claims: AccessClaims): Actor {
  return {
    userId: claims.user_id,
    profileId: claims.profile_id,
    uuid: claims.uuid,
    role: claims.role_id,
    email: claims.email,
    surveyAvailable: claims.survey_available,
    mainFolderId: claims.main_folder_id,
    surrogateActorUserId: claims.surrogate_login ? claims.actor_user_id : null,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** No signed-in user needed. */
    public?: boolean;
    /** Only these roles may call the route (403 for the others). */
    roles?: readonly RoleId[];
  }
}
