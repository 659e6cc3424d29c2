import { and, eq, or } from 'drizzle-orm';
import { DEFINITION_IN_USE, type DefinitionKind } from '@stride/contracts';
import { recordAudits } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { HttpError, preconditionFailed } from '../../../platform/http/errors.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { presentOne } from '../routines.presenter.js';
import { forgetShares } from '../../sharing/index.js';
import {
  describeRoutineUses,
  releaseRoutineUses,
  routineUsesOf,
  type RoutineUse,
} from '../sequences/sequences.usage.js';
import { routineDefinitions, routineSeriesExercises, type DefinitionRow } from '../routines.table.js';
import { DEFINITION_ENTITY, getDefinition } from './definitions.service.js';

/** The circuits that use these exercises (outside `except`), for the refusal of a delete. */
async function circuitsUsing(tx: Db, ctx: RequestContext, ids: number[], except: number[] = []) {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: routineDefinitions.id, title: routineDefinitions.title })
    .from(routineSeriesExercises)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSeriesExercises.seriesId),
        eq(routineDefinitions.tenantId, routineSeriesExercises.tenantId),
      ),
    )
    .where(and(eq(routineSeriesExercises.tenantId, ctx.tenantId), anyId(routineSeriesExercises.exerciseId, ids)))
    .orderBy(routineDefinitions.title, routineDefinitions.id);
  return rows.filter((r) => !except.includes(r.id)).map((r) => ({ kind: 'SERIES' as const, ...r }));
}

const inUse = (what: string, circuits: { kind: 'SERIES'; id: number; title: string }[], elsewhere: RoutineUse[]) => {
  const names = circuits
    .slice(0, 5)
    .map((u) => `"${u.title}"`)
    .join(', ');
  const more = circuits.length > 5 ? ` and ${circuits.length - 5} more` : '';
  const where = [
    ...(circuits.length ? [`the circuit${circuits.length > 1 ? 's' : ''} ${names}${more}`] : []),
    ...describeRoutineUses(elsewhere),
  ];
  const list = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where[0];
  return new HttpError(
    409,
    DEFINITION_IN_USE,
    `${what} is used in ${list}. Remove it from there first, or delete it anyway.`,
    undefined,
    { usedIn: [...circuits, ...elsewhere] },
  );
};

/**
 * Removes definitions (and their places in circuits, and a circuit's list), audited. Exercises used in
 * circuits not removed with them, and definitions in routines or on participants' calendars, are refused
 * (409 DEFINITION_IN_USE naming where) unless forced: then they leave those circuits and routines, and
 * calendar items keep their copy without the link.
 */
export async function removeDefinitions(
  tx: Db,
  ctx: RequestContext,
  rows: DefinitionRow[],
  force: boolean,
  what: string,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const usedIn = await circuitsUsing(tx, ctx, ids, ids);
  // Routines and participants' calendars (sequences.usage.ts).
  const elsewhere = await routineUsesOf(tx, ctx, rows);
  if ((usedIn.length || elsewhere.length) && !force) throw inUse(what, usedIn, elsewhere);
  await releaseRoutineUses(tx, ctx, ids);
  await tx
    .delete(routineSeriesExercises)
    .where(
      and(
        eq(routineSeriesExercises.tenantId, ctx.tenantId),
        or(anyId(routineSeriesExercises.exerciseId, ids), anyId(routineSeriesExercises.seriesId, ids)),
      ),
    );
  await tx
    .delete(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, ids)));
  await forgetShares(tx, ctx, 'DEFINITION', ids);
  await recordAudits(
    tx,
    ctx,
    rows.map((r) => ({ operation: 'DELETE' as const, entityType: DEFINITION_ENTITY, entityId: r.id, before: r })),
  );
}

/** DELETE /routines/definitions/exercises|series|activities/{id} {force}, with If-Match (Item deleted!). */
export async function deleteDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  id: number,
  expectedVersion: number,
  force: boolean,
  links: FileLinks,
): Promise<void> {
  const row = await getDefinition(tx, ctx, actor, id, kind, 'routineDefinition.change');
  if (row.version !== expectedVersion) throw preconditionFailed(await presentOne(tx, ctx, actor, row, links));
  await removeDefinitions(tx, ctx, [row], force, `"${row.title}"`);
}
