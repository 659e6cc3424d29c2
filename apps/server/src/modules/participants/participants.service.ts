import { and, eq, sql } from 'drizzle-orm';
import {
  ParticipantMessages,
  Role,
  type CreateParticipantBody,
  type FeatureFlagsBody,
  type Language,
  type Participant,
  type ParticipantListQuery,
  type UpdateParticipantBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  preconditionFailed,
  unauthorized,
  type ErrorDetail,
} from '../../platform/http/errors.js';
import type { MailRequest, MailTemplate } from '../../platform/mail/mailer.js';
import { tenantOrigin } from '../../platform/tenancy/tenants.js';
// Read-only: a practice must exist in the tenant.
import { companies } from '../companies/companies.table.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';
import { assertEmailFree, rethrowUniqueViolation } from '../profiles/email-in-use.js';
import { findPerson } from '../profiles/profiles.service.js';
import { profiles, users } from '../profiles/profiles.table.js';
import { placementRefusal, type Placement } from './participants.policy.js';
import { auditedParticipant, presentParticipant } from './participants.presenter.js';
import {
  queryParticipant,
  queryParticipantById,
  queryParticipants,
  type ParticipantRecord,
} from './participants.query.js';

/** The welcome mail's link to set a password lives a week; a staff-triggered reset link a day. */
export const WELCOME_LINK_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_LINK_TTL_SECONDS = 24 * 3600;

interface Who {
  actor: Actor;
  actorProfile: ProfileRow;
}

async function who(tx: Db, ctx: RequestContext): Promise<Who> {
  if (!ctx.actor) throw unauthorized();
  const self = await findPerson(tx, ctx.tenantId, ctx.actor.profileId);
  if (!self) throw unauthorized();
  return { actor: ctx.actor, actorProfile: self.profile };
}

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

async function profileWithRole(tx: Db, tenantId: string, profileId: number) {
  const [row] = await tx
    .select({ id: profiles.id, companyId: profiles.companyId, roleId: users.roleId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, tenantId)));
  return row;
}

interface PlacementInput {
  practiceId?: number | null;
  advisorId?: number | null;
  consultantId?: number | null;
}

/**
 * Practice, advisor and consultant of a new or edited participant, checked: the advisor is an advisor
 * of that practice (the practice defaults to the advisor's), the consultant a consultant, the practice
 * one of the tenant; a participant of a practice has no consultant; and the actor may place them there.
 * Left out on an edit, a field keeps its value unless the change of practice makes it meaningless.
 */
export async function resolvePlacement(
  tx: Db,
  ctx: RequestContext,
  { actor, actorProfile }: Who,
  input: PlacementInput,
  current?: Placement,
): Promise<Placement> {
  const practiceStaff =
    actor.role === Role.CompanyAdmin || actor.role === Role.Advisor || actor.role === Role.TeamMember;
  let companyId: number | null | undefined =
    input.practiceId !== undefined
      ? input.practiceId
      : current
        ? current.companyId
        : practiceStaff
          ? actorProfile.companyId
          : undefined;
  const advisorId =
    input.advisorId !== undefined
      ? input.advisorId
      : current && companyId === current.companyId
        ? current.advisorProfileId
        : null;
  if (advisorId !== null) {
    const advisor = await profileWithRole(tx, ctx.tenantId, advisorId);
    if (advisor?.roleId !== Role.Advisor) throw fieldError('advisorId', 'Choose an advisor of this portal.');
    if (companyId === undefined) companyId = advisor.companyId;
    if (advisor.companyId === null || advisor.companyId !== companyId) {
      throw fieldError('advisorId', 'This advisor does not work at the chosen practice.');
    }
  }
  companyId ??= null;
  let consultantId =
    input.consultantId !== undefined
      ? input.consultantId
      : current && companyId === null
        ? current.consultantProfileId
        : null;
  if (actor.role === Role.Consultant && consultantId === null && companyId === null) consultantId = actor.profileId;
  if (companyId !== null && consultantId !== null) {
    throw fieldError(
      'consultantId',
      'A participant of a practice has no consultant: choose a practice or a consultant.',
    );
  }
  const placement = { companyId, advisorProfileId: advisorId, consultantProfileId: consultantId };
  const refusal = placementRefusal(actor, actorProfile, placement);
  if (refusal) throw forbidden(refusal);
  if (companyId !== null) {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.tenantId, ctx.tenantId)));
    if (!company) throw fieldError('practiceId', 'Choose a practice of this portal.');
  }
  if (consultantId !== null && !(actor.role === Role.Consultant && consultantId === actor.profileId)) {
    const consultant = await profileWithRole(tx, ctx.tenantId, consultantId);
    if (consultant?.roleId !== Role.Consultant) throw fieldError('consultantId', 'Choose a consultant of this portal.');
  }
  return placement;
}

export async function listParticipants(tx: Db, ctx: RequestContext, q: ParticipantListQuery) {
  const { actor, actorProfile } = await who(tx, ctx);
  const { rows, total } = await queryParticipants(tx, ctx.tenantId, actor, actorProfile, q);
  return { items: rows.map(presentParticipant), total };
}

/** The participant, if the actor may see them; 404 otherwise (also for another tenant's ids). */
export async function getVisibleParticipant(tx: Db, ctx: RequestContext, userId: number): Promise<ParticipantRecord> {
  const { actor, actorProfile } = await who(tx, ctx);
  const row = await queryParticipant(tx, ctx.tenantId, actor, actorProfile, userId);
  if (!row) throw notFound('Participant');
  return row;
}

/** The participant for a change: visible to the actor, who must be staff (403 for a participant). */
async function getManagedParticipant(tx: Db, ctx: RequestContext, userId: number) {
  const w = await who(tx, ctx);
  const row = await queryParticipant(tx, ctx.tenantId, w.actor, w.actorProfile, userId);
  if (!row) throw notFound('Participant');
  if (w.actor.role === Role.Participant) throw forbidden();
  return { who: w, row };
}

export async function createParticipant(
  tx: Db,
  ctx: RequestContext,
  body: CreateParticipantBody,
): Promise<Participant> {
  const w = await who(tx, ctx);
  const placement = await resolvePlacement(tx, ctx, w, body);
  await assertEmailFree(tx, ctx.tenantId, body.email);
  const [user] = await tx
    .insert(users)
    .values({ tenantId: ctx.tenantId, email: body.email, roleId: Role.Participant })
    .returning({ id: users.id })
    .catch(rethrowUniqueViolation);
  await tx.insert(profiles).values({
    tenantId: ctx.tenantId,
    userId: user!.id,
    firstName: body.firstName,
    lastName: body.lastName,
    language: body.language,
    ...placement,
  });
  const created = presentParticipant((await queryParticipantById(tx, ctx.tenantId, user!.id))!);
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'participant',
    entityId: user!.id,
    after: auditedParticipant(created),
  });
  return created;
}

/** Fails with 412 and the current participant unless expectedVersion is the profile's version. */
function assertVersion(row: ParticipantRecord, expectedVersion: number): void {
  if (row.version !== expectedVersion) throw preconditionFailed(presentParticipant(row));
}

/** Bumps the profile's version where it still is expectedVersion; 412 when someone got there first. */
async function saveProfile(
  tx: Db,
  ctx: RequestContext,
  before: ParticipantRecord,
  expectedVersion: number,
  values: Partial<typeof profiles.$inferInsert>,
): Promise<void> {
  const saved = await tx
    .update(profiles)
    .set({ ...values, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(profiles.id, before.profileId),
        eq(profiles.tenantId, ctx.tenantId),
        eq(profiles.version, expectedVersion),
      ),
    )
    .returning({ id: profiles.id });
  if (saved.length === 0) {
    throw preconditionFailed(presentParticipant((await queryParticipantById(tx, ctx.tenantId, before.userId))!));
  }
}

export async function updateParticipant(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  expectedVersion: number,
  body: UpdateParticipantBody,
): Promise<Participant> {
  const { who: w, row: before } = await getManagedParticipant(tx, ctx, userId);
  assertVersion(before, expectedVersion);
  const placement = await resolvePlacement(tx, ctx, w, body, before);
  if (body.email !== before.email) {
    if (body.email.toLowerCase() !== before.email.toLowerCase()) {
      await assertEmailFree(tx, ctx.tenantId, body.email, userId);
    }
    await tx
      .update(users)
      .set({ email: body.email, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.tenantId, ctx.tenantId)))
      .catch(rethrowUniqueViolation);
  }
  await saveProfile(tx, ctx, before, expectedVersion, {
    firstName: body.firstName,
    lastName: body.lastName,
    language: body.language,
    ...placement,
  });
  return audited(tx, ctx, 'UPDATE', before);
}

export async function setParticipantFlags(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  expectedVersion: number,
  flags: FeatureFlagsBody,
): Promise<Participant> {
  const { row: before } = await getManagedParticipant(tx, ctx, userId);
  assertVersion(before, expectedVersion);
  const changes = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  await saveProfile(tx, ctx, before, expectedVersion, changes);
  return audited(tx, ctx, 'UPDATE_FLAGS', before);
}

/** Reloads the participant after a change and records before and after. */
async function audited(tx: Db, ctx: RequestContext, operation: string, before: ParticipantRecord) {
  const after = presentParticipant((await queryParticipantById(tx, ctx.tenantId, before.userId))!);
  await recordAudit(tx, ctx, {
    operation,
    entityType: 'participant',
    entityId: before.userId,
    before: auditedParticipant(presentParticipant(before)),
    after: auditedParticipant(after),
  });
  return after;
}

const MAIL_KINDS = {
  welcome: {
    template: 'welcome',
    ttlSeconds: WELCOME_LINK_TTL_SECONDS,
    operation: 'WELCOME_EMAIL_SENT',
    failed: ParticipantMessages.welcomeFailed,
  },
  'password-reset': {
    template: 'password-reset',
    ttlSeconds: RESET_LINK_TTL_SECONDS,
    operation: 'PASSWORD_RESET_SENT',
    failed: ParticipantMessages.passwordResetFailed,
  },
} as const satisfies Record<string, { template: MailTemplate; ttlSeconds: number; operation: string; failed: string }>;
export type ParticipantMailKind = keyof typeof MAIL_KINDS;

/** The spec's failure text of a participant mail, with why in the details. */
export const participantMailFailed = (
  kind: ParticipantMailKind,
  status: number,
  code: string,
  details?: ErrorDetail[],
) => new HttpError(status, code, MAIL_KINDS[kind].failed, details);

/**
 * The welcome or password-reset mail of a participant, in their language, with a one-time link to set
 * a password (the reset-password page). The token is written in the caller's transaction: send the
 * mail once it has committed.
 */
export async function participantMail(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  kind: ParticipantMailKind,
  publicUrl: URL,
): Promise<MailRequest> {
  const { row } = await getManagedParticipant(tx, ctx, userId);
  if (!row.isActive) {
    throw participantMailFailed(kind, 409, 'ACCOUNT_INACTIVE', [
      { path: 'isActive', message: 'The account is inactive: activate it first.' },
    ]);
  }
  const def = MAIL_KINDS[kind];
  const token = await issueOneTimeToken(tx, {
    tenantId: ctx.tenantId,
    kind: 'password-reset',
    userId,
    ttlSeconds: def.ttlSeconds,
  });
  await recordAudit(tx, ctx, { operation: def.operation, entityType: 'participant', entityId: userId });
  return {
    tenantId: ctx.tenantId,
    to: row.email,
    template: def.template,
    language: row.language as Language,
    vars: { name: row.firstName, link: `${tenantOrigin(ctx.tenantId, publicUrl)}/reset-password?token=${token}` },
  };
}
