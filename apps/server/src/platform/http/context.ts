import type { SQL } from 'drizzle-orm';
import type { AccessClaims, PolicyActor, RoleId, TenantConfig, TenantId } from '@stride/contracts';

/** The signed-in person as their access token says: who, before the database is asked. */
export interface TokenActor {
  userId: number;
  profileId: number;
  uuid: string;
  role: RoleId;
  email: string;
  surveyAvailable: boolean;
  mainFolderId: number | null;
  /** The real person's user id during a surrogate login. */
  surrogateActorUserId: number | null;
  /** The token's sign-in session (the provider's grant, `sid`): checked live by each request (request.ts). */
  sessionId?: string;
}

/**
 * The signed-in person a request acts as: the token's claims and what policies decide on besides the
 * role (company, coaches), loaded once per request in its transaction (platform.loadActor).
 */
export interface Actor extends TokenActor, PolicyActor {}

/** A context that has only the token's word for its actor (socket calls, the chat batcher, audits of sign-in). */
export interface TokenContext {
  tenantId: TenantId;
  traceId: string;
  actor: TokenActor | null;
  /**
   * The reader's language, from the request's Accept-Language (the portal sends its own): what presenters
   * pick a text in where it is kept in both (a starter library item's title). English when not said.
   */
  language?: Language;
  /** The HTTP request behind the context (what the audit log keeps of it); none for jobs and sockets. */
  request?: RequestInfo;
}

/** What the audit log keeps of a request: method, path without its query, client address, user agent. */
export interface RequestInfo {
  method: string;
  path: string;
  ip: string;
  userAgent: string | null;
}

/** The request's facts for the audit log (the address as the proxy settings resolve it, TRUST_PROXY). */
export function requestInfoOf(req: {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): RequestInfo {
  const agent = req.headers['user-agent'];
  return {
    method: req.method,
    path: req.url.split('?')[0]!.slice(0, 500),
    ip: req.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
  };
}

export type Language = 'en' | 'es';
/** The language an Accept-Language header asks for first, of the two the platform speaks. */
export const languageOf = (acceptLanguage: string | undefined): Language =>
  /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';

/** What services need to know about the request they serve: who (loaded), where, which trace. */
export interface RequestContext extends TokenContext {
  actor: Actor | null;
}

/** Loads the rest of the actor (company, coaches) in a transaction; null for a deleted account. */
export type ActorLoader = (tx: unknown, tenantId: TenantId, actor: TokenActor) => Promise<Actor | null>;

/** What the database adds to the token's actor. */
export type ActorFacts = Pick<PolicyActor, 'companyId' | 'advisorProfileId' | 'consultantProfileId'>;

/**
 * The actor's facts as one scalar SQL subquery answering `ActorFacts` as JSON (null for a deleted
 * account): the request's transaction reads it in the statement that sets the tenant, no round trip of
 * its own.
 */
export type ActorQuery = (tenantId: TenantId, profileId: number) => SQL;

/** The token's actor with its facts; null when the account no longer exists. */
export function actorWithFacts(token: TokenActor, facts: ActorFacts | null | undefined): Actor | null {
  if (!facts) return null;
  return {
    ...token,
    companyId: facts.companyId,
    advisorProfileId: facts.advisorProfileId,
    consultantProfileId: facts.consultantProfileId,
    surrogate: token.surrogateActorUserId !== null,
  };
}

export function actorFromClaims(claims: AccessClaims): TokenActor {
  return {
    userId: claims.user_id,
    profileId: claims.profile_id,
    uuid: claims.uuid,
    role: claims.role_id,
    email: claims.email,
    surveyAvailable: claims.survey_available,
    mainFolderId: claims.main_folder_id,
    surrogateActorUserId: claims.surrogate_login ? claims.actor_user_id : null,
    ...(claims.sid ? { sessionId: claims.sid } : {}),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    /** The token's actor, set before the body is read; the full Actor is the handler's `actor`. */
    actor: TokenActor | null;
  }
  interface FastifyContextConfig {
    /** No signed-in user needed. */
    public?: boolean;
    /** Only these roles may call the route (403 for the others). */
    roles?: readonly RoleId[];
  }
}
