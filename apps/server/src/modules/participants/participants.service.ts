import {
  FEATURE_FLAGS,
  ParticipantMessages,
  placementChoices,
  placementRefusal,
  Role,
  type CreateParticipantBody,
  type FeatureFlag,
  type FeatureFlagsBody,
  type Language,
  type Participant,
  type ParticipantListQuery,
  type UpdateParticipantBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import {
  HttpError,
  notFound,
  preconditionFailed,
  unauthorized,
  type ErrorDetail,
  fieldError,
} from '../../platform/http/errors.js';
import type { MailRequest, MailTemplate } from '../../platform/mail/mailer.js';
import { tenantOrigin } from '../../platform/tenancy/tenants.js';
import { companyExists } from '../companies/index.js';
import {
  assertEmailFree,
  checkStaffEmailChange,
  insertPerson,
  profileWithRole,
  saveProfileAt,
  setAccountEmail,
  type ProfileChanges,
} from '../profiles/index.js';
import { queryParticipantById, queryParticipants, type ParticipantRecord } from './participants.queries.js';
import { auditedParticipant, participantResource, presentParticipant } from './participants.presenter.js';

/** The welcome mail's link to set a password lives a week; a staff-triggered reset link a day. */
export const WELCOME_LINK_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_LINK_TTL_SECONDS = 24 * 3600;

/** The signed-in actor (loaded by the route, with their company and coaches). */
function actorOf(ctx: RequestContext): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

/** Where a participant is: a practice (with or without an advisor), or direct-to-consumer with a consultant. */
export interface Placement {
  companyId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
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
  input: PlacementInput,
  current?: Placement,
): Promise<Placement> {
  const actor = actorOf(ctx);
  const choices = placementChoices(actor);
  let companyId: number | null | undefined =
    input.practiceId !== undefined ? input.practiceId : current ? current.companyId : choices.ownPracticeId;
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
  if (consultantId === null && companyId === null) consultantId = choices.ownConsultantId;
  if (companyId !== null && consultantId !== null) {
    throw fieldError(
      'consultantId',
      'A participant of a practice has no consultant: choose a practice or a consultant.',
    );
  }
  const placement = { companyId, advisorProfileId: advisorId, consultantProfileId: consultantId };
  const resource = { practiceId: companyId, advisorProfileId: advisorId, consultantProfileId: consultantId };
  authorize(actor, 'participantPlacement.place', resource, placementRefusal(actor, resource) ?? undefined);
  if (companyId !== null && !(await companyExists(tx, ctx.tenantId, companyId))) {
    throw fieldError('practiceId', 'Choose a practice of this portal.');
  }
  // The actor's own consultant id needs no check: placementChoices gives it to consultants only.
  if (consultantId !== null && consultantId !== choices.ownConsultantId) {
    const consultant = await profileWithRole(tx, ctx.tenantId, consultantId);
    if (consultant?.roleId !== Role.Consultant) throw fieldError('consultantId', 'Choose a consultant of this portal.');
  }
  return placement;
}

export async function listParticipants(tx: Db, ctx: RequestContext, q: ParticipantListQuery) {
  const { rows, total } = await queryParticipants(tx, ctx.tenantId, actorOf(ctx), q);
  return { items: rows.map(presentParticipant), total };
}

/**
 * The participant for an action of the participant policy: 404 when the actor may not see them (also
 * another tenant's ids), 403 when they see them but may not do this.
 */
async function authorizedParticipant(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  action: 'participant.view' | 'participant.update' | 'participant.setFlags' | 'participant.sendMail',
): Promise<ParticipantRecord> {
  const row = await queryParticipantById(tx, ctx.tenantId, userId);
  if (!row) throw notFound('Participant');
  authorize(actorOf(ctx), action, participantResource(row));
  return row;
}

/** The participant, if the actor may see them; 404 otherwise (also for another tenant's ids). */
export const getVisibleParticipant = (tx: Db, ctx: RequestContext, userId: number): Promise<ParticipantRecord> =>
  authorizedParticipant(tx, ctx, userId, 'participant.view');

export async function createParticipant(
  tx: Db,
  ctx: RequestContext,
  body: CreateParticipantBody,
): Promise<Participant> {
  const placement = await resolvePlacement(tx, ctx, body);
  await assertEmailFree(tx, ctx.tenantId, body.email);
  const userId = await insertPerson(
    tx,
    ctx.tenantId,
    { email: body.email, roleId: Role.Participant },
    {
      firstName: body.firstName,
      lastName: body.lastName,
      language: body.language,
      timeZone: body.timeZone ?? null,
      ...flagsOf(body),
      ...placement,
    },
  );
  const created = presentParticipant((await queryParticipantById(tx, ctx.tenantId, userId))!);
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'participant',
    entityId: userId,
    after: auditedParticipant(created),
  });
  return created;
}

/** The feature flags a body sets (those sent; the others keep their value). */
const flagsOf = (body: Partial<Record<FeatureFlag, boolean | undefined>>): Partial<Record<FeatureFlag, boolean>> =>
  Object.fromEntries(FEATURE_FLAGS.flatMap((flag) => (body[flag] === undefined ? [] : [[flag, body[flag]]])));

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
  values: ProfileChanges,
): Promise<void> {
  if (!(await saveProfileAt(tx, ctx.tenantId, before.profileId, expectedVersion, values))) {
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
  const before = await authorizedParticipant(tx, ctx, userId, 'participant.update');
  assertVersion(before, expectedVersion);
  const placement = await resolvePlacement(tx, ctx, body, before);
  if (body.email !== before.email) {
    await checkStaffEmailChange(tx, ctx, userId, body.email);
    await setAccountEmail(tx, ctx.tenantId, userId, body.email);
  }
  await saveProfile(tx, ctx, before, expectedVersion, {
    firstName: body.firstName,
    lastName: body.lastName,
    language: body.language,
    // Left out keeps the zone, null clears it.
    ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
    ...flagsOf(body),
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
  const before = await authorizedParticipant(tx, ctx, userId, 'participant.setFlags');
  assertVersion(before, expectedVersion);
  await saveProfile(tx, ctx, before, expectedVersion, flagsOf(flags));
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
  const row = await authorizedParticipant(tx, ctx, userId, 'participant.sendMail');
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
