import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { surveyKindsListedFor, type SurveyDefinition, type SurveyDefinitionListQuery } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { TENANTS } from '../../platform/tenancy/tenants.js';
import { presentDefinition, presentDefinitionSummary } from './surveys.presenter.js';
import { surveyAnswers, surveyDefinitions, surveyQuestions, surveySections } from './surveys.table.js';

export const featuresOf = (ctx: Pick<RequestContext, 'tenantId'>) => TENANTS[ctx.tenantId].features;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /surveys/definitions: the definitions of the kinds the tenant has, by name then version. A tenant
 * with neither screeners nor smart surveys has no such list (404, as the screens it serves do not exist).
 */
export async function listDefinitions(tx: Db, ctx: RequestContext, q: SurveyDefinitionListQuery) {
  const kinds = surveyKindsListedFor(featuresOf(ctx));
  if (kinds.length === 0) throw notFound('Survey definition');
  const where: SQL[] = [eq(surveyDefinitions.tenantId, ctx.tenantId), inArray(surveyDefinitions.kind, kinds)];
  if (q.kind) where.push(eq(surveyDefinitions.kind, q.kind));
  if (q.key) where.push(eq(surveyDefinitions.key, q.key));
  if (q.search) where.push(ilike(surveyDefinitions.name, `%${escapeLike(q.search)}%`));
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({ definition: surveyDefinitions, total: totalCount() })
    .from(surveyDefinitions)
    .where(and(...where))
    .orderBy(asc(surveyDefinitions.name), asc(surveyDefinitions.version), asc(surveyDefinitions.id))
    .limit(limit)
    .offset(offset);
  return { items: rows.map((r) => presentDefinitionSummary(r.definition)), total: rows[0]?.total ?? 0 };
}

/** GET /surveys/definitions/{id}: one definition, whole, each part in its order. */
export async function getDefinition(tx: Db, ctx: RequestContext, id: number) {
  const definition = await definitionTree(tx, ctx.tenantId, id);
  if (!definition) throw notFound('Survey definition');
  authorize(ctx.actor!, 'surveyDefinition.read', { kind: definition.kind, features: featuresOf(ctx) });
  return definition;
}

/**
 * Presented definitions by tenant and id, kept for the life of the process: a stored definition version never
 * changes (a change is a new version, a new id: surveys.table.ts), so a tree read once stays true, in every
 * process on the same database. Only found trees are kept, frozen (a caller cannot change another's copy), at
 * most TREES_MAX (the oldest goes first). What every answer of a taker reads (docs/performance.md, "Public
 * screener").
 */
const trees = new Map<string, SurveyDefinition>();
const TREES_MAX = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A definition of the tenant as one tree (sections, questions, answers, embedded questions), or undefined;
 * read from the database once per process (`trees`). The tree is frozen: copy before changing it.
 */
export async function definitionTree(tx: Db, tenantId: string, id: number): Promise<SurveyDefinition | undefined> {
  const key = `${tenantId}/${id}`;
  const kept = trees.get(key);
  if (kept) return kept;
  const tree = await readDefinitionTree(tx, tenantId, id);
  if (!tree) return undefined;
  if (trees.size >= TREES_MAX) trees.delete(trees.keys().next().value!);
  trees.set(key, deepFreeze(tree));
  return tree;
}

async function readDefinitionTree(tx: Db, tenantId: string, id: number): Promise<SurveyDefinition | undefined> {
  const [definition] = await tx
    .select()
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.tenantId, tenantId), eq(surveyDefinitions.id, id)));
  if (!definition) return undefined;
  // One after the other: a transaction's client runs one statement at a time (pg warns on concurrent ones).
  const sections = await tx
    .select()
    .from(surveySections)
    .where(and(eq(surveySections.tenantId, tenantId), eq(surveySections.definitionId, id)))
    .orderBy(asc(surveySections.position));
  const questions = await tx
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.tenantId, tenantId), eq(surveyQuestions.definitionId, id)))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const answers = await tx
    .select()
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.tenantId, tenantId), eq(surveyAnswers.definitionId, id)))
    .orderBy(asc(surveyAnswers.position), asc(surveyAnswers.id));
  return presentDefinition({ definition, sections, questions, answers });
}
