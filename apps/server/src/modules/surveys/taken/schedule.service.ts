import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  surveyKindsListedFor,
  surveyKindsOfParticipant,
  type ScheduleSurveyBody,
  type ScheduleSurveyResult,
  type TenantId,
} from '@stride/contracts';
import { recordAudits } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { fieldError, notFound } from '../../../platform/http/errors.js';
import { participantScopes } from '../../participants/index.js';
import type { SurveyEventPayload } from '../surveys.events.js';
import { definitionTree, featuresOf } from '../surveys.service.js';
import { surveyDefinitions } from '../surveys.table.js';
import { surveys, surveySchedules } from '../taken.table.js';
import { totalQuestionsOf } from './survey-tree.js';
import { presentRows } from './surveys.queries.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * POST /participants/surveys (docs/decisions.md, "Screeners: scheduling"): one survey per participant of the
 * definition, open from `availableAt` (now by default); with repeatEveryWeeks a schedule makes the next one
 * N weeks later (the release job). Participants the actor may not see: 404; one for whom the kind is off:
 * a 400 naming them. Those open now are told at once (after the commit), the others at their date.
 */
export async function scheduleSurveys(
  tx: Db,
  ctx: RequestContext,
  body: ScheduleSurveyBody,
  now: Date,
): Promise<{ result: ScheduleSurveyResult; available: SurveyEventPayload[] }> {
  const definition = await definitionTree(tx, ctx.tenantId, body.definitionId);
  if (!definition || !surveyKindsListedFor(featuresOf(ctx)).includes(definition.kind))
    throw notFound('Survey definition');
  const ids = [...new Set(body.participantIds)];
  const participants = await participantScopes(tx, ctx, ids, 'participantSurveys.schedule');
  for (const id of ids) {
    const p = participants.get(id)!;
    if (!surveyKindsOfParticipant(featuresOf(ctx), p).includes(definition.kind))
      throw fieldError(
        'participantIds',
        `${p.name} does not take ${definition.kind === 'SMART_SURVEY' ? 'smart surveys' : 'screeners'}: turn it on in their profile first.`,
      );
  }
  const availableAt = body.availableAt ? new Date(body.availableAt) : now;
  const openNow = availableAt <= now;
  const every = body.repeatEveryWeeks ?? null;
  const actorUserId = ctx.actor!.userId;
  const schedules = every
    ? await tx
        .insert(surveySchedules)
        .values(
          ids.map((participantUserId) => ({
            tenantId: ctx.tenantId,
            definitionId: definition.id,
            participantUserId,
            scheduledByUserId: actorUserId,
            everyWeeks: every,
            nextAt: new Date(availableAt.getTime() + every * WEEK_MS),
          })),
        )
        .returning({ id: surveySchedules.id, participantUserId: surveySchedules.participantUserId })
    : [];
  const scheduleOf = new Map(schedules.map((s) => [s.participantUserId, s.id]));
  const rows = await tx
    .insert(surveys)
    .values(
      ids.map((participantUserId) => ({
        tenantId: ctx.tenantId,
        definitionId: definition.id,
        participantUserId,
        scheduleId: scheduleOf.get(participantUserId) ?? null,
        scheduledByUserId: actorUserId,
        repeatEveryWeeks: every,
        availableAt,
        notifiedAt: openNow ? now : null,
        totalQuestions: totalQuestionsOf(definition),
      })),
    )
    .returning();
  await recordAudits(
    tx,
    ctx,
    rows.map((r) => ({
      operation: 'CREATE',
      entityType: 'survey',
      entityId: r.id,
      after: { definitionId: r.definitionId, participantUserId: r.participantUserId, availableAt, every },
    })),
  );
  const items = await presentRows(
    tx,
    ctx.tenantId,
    rows.map((survey) => ({ survey, definition })),
  );
  const told = openNow ? rows.filter((r) => participants.get(r.participantUserId!)!.isActive) : [];
  return {
    result: {
      items,
      notified: told.length,
      notificationFailed: openNow ? rows.length - told.length : 0,
    },
    available: told.map((r) => ({
      participantUserId: r.participantUserId!,
      surveyId: r.id,
      kind: definition.kind,
      name: definition.name,
    })),
  };
}

/**
 * The release (surveys.release job): in one tenant, each repeating schedule whose next date came makes its
 * next survey (and moves on N weeks, once per missed period: a downtime makes one survey, not a backlog),
 * then every survey whose date came and whose participant was not told is marked told. Answers the
 * participants to tell.
 */
export async function releaseInTenant(tx: Db, tenantId: TenantId, now: Date): Promise<SurveyEventPayload[]> {
  const due = await tx
    .select()
    .from(surveySchedules)
    .where(
      and(eq(surveySchedules.tenantId, tenantId), isNull(surveySchedules.endedAt), lte(surveySchedules.nextAt, now)),
    )
    .for('update', { skipLocked: true });
  if (due.length) {
    const totals = new Map<number, number>();
    for (const definitionId of new Set(due.map((s) => s.definitionId))) {
      const tree = await definitionTree(tx, tenantId, definitionId);
      totals.set(definitionId, tree ? totalQuestionsOf(tree) : 0);
    }
    await tx.insert(surveys).values(
      due.map((s) => ({
        tenantId,
        definitionId: s.definitionId,
        participantUserId: s.participantUserId,
        scheduleId: s.id,
        scheduledByUserId: s.scheduledByUserId,
        repeatEveryWeeks: s.everyWeeks,
        availableAt: s.nextAt,
        totalQuestions: totals.get(s.definitionId) ?? 0,
      })),
    );
    for (const s of due) {
      const periods = Math.floor((now.getTime() - s.nextAt.getTime()) / (s.everyWeeks * WEEK_MS)) + 1;
      await tx
        .update(surveySchedules)
        .set({ nextAt: new Date(s.nextAt.getTime() + periods * s.everyWeeks * WEEK_MS) })
        .where(eq(surveySchedules.id, s.id));
    }
  }
  const told = await tx
    .update(surveys)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(surveys.tenantId, tenantId),
        isNull(surveys.notifiedAt),
        sql`${surveys.participantUserId} is not null`,
        lte(surveys.availableAt, now),
      ),
    )
    .returning({ id: surveys.id, participantUserId: surveys.participantUserId, definitionId: surveys.definitionId });
  if (told.length === 0) return [];
  const definitions = await tx
    .select({ id: surveyDefinitions.id, kind: surveyDefinitions.kind, name: surveyDefinitions.name })
    .from(surveyDefinitions)
    .where(inArray(surveyDefinitions.id, [...new Set(told.map((t) => t.definitionId))]));
  const byId = new Map(definitions.map((d) => [d.id, d]));
  return told.map((t) => ({
    participantUserId: t.participantUserId!,
    surveyId: t.id,
    kind: byId.get(t.definitionId)!.kind,
    name: byId.get(t.definitionId)!.name,
  }));
}
