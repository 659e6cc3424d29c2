import { and, eq } from 'drizzle-orm';
import { TENANT_IDS, type TenantId } from '@stride/contracts';
import { TENANTS } from '../../platform/tenancy/tenants.js';
import type { Db } from '../../platform/db/client.js';
import { INSTRUMENTS } from './instruments/all.js';
import type { Instrument, InstrumentQuestion } from './instruments/instrument.js';
import { surveyAnswers, surveyDefinitions, surveyQuestions, surveySections } from './surveys.table.js';

interface Place {
  tenantId: TenantId;
  definitionId: number;
  sectionId: number;
}

/** A section's questions (or an answer's embedded one) and their answers, in order, batch by batch. */
async function insertQuestions(
  tx: Db,
  at: Place,
  questions: InstrumentQuestion[],
  parent: { answerId: number; level: number } | null,
): Promise<void> {
  if (questions.length === 0) return;
  const rows = await tx
    .insert(surveyQuestions)
    .values(
      questions.map((q, position) => ({
        tenantId: at.tenantId,
        definitionId: at.definitionId,
        sectionId: at.sectionId,
        parentAnswerId: parent?.answerId ?? null,
        level: parent?.level ?? 0,
        position,
        type: q.type,
        content: q.content,
        scored: q.scored ?? true,
        factor: q.factor ?? null,
        label: q.label ?? null,
      })),
    )
    .returning({ id: surveyQuestions.id, position: surveyQuestions.position });
  const answers = questions.flatMap((q, qi) =>
    q.answers.map((a, position) => ({ questionId: rows.find((r) => r.position === qi)!.id, position, a })),
  );
  if (answers.length === 0) return;
  const answerRows = await tx
    .insert(surveyAnswers)
    .values(
      answers.map(({ questionId, position, a }) => ({
        tenantId: at.tenantId,
        definitionId: at.definitionId,
        questionId,
        position,
        content: a.content,
        type: a.type ?? null,
        value: a.value ?? null,
        minValue: a.minValue ?? null,
        maxValue: a.maxValue ?? null,
        critical: a.critical ?? false,
      })),
    )
    .returning({ id: surveyAnswers.id });
  const level = (parent?.level ?? 0) + 1;
  for (const [i, { a }] of answers.entries()) {
    if (!a.embeddedQuestion) continue;
    if (level > 2) throw new Error(`An embedded question deeper than two levels: ${a.embeddedQuestion.content}`);
    await insertQuestions(tx, at, [a.embeddedQuestion], { answerId: answerRows[i]!.id, level });
  }
}

async function insertInstrument(tx: Db, tenantId: TenantId, instrument: Instrument): Promise<void> {
  const [definition] = await tx
    .insert(surveyDefinitions)
    .values({
      tenantId,
      key: instrument.key,
      // The smart survey is called by the tenant's word ("Initial Questions" in the default tenant).
      name: instrument.kind === 'SMART_SURVEY' ? TENANTS[tenantId].wording.en.smartSurvey : instrument.name,
      kind: instrument.kind,
      version: instrument.version,
      source: instrument.source,
      licence: instrument.licence,
      languages: instrument.languages,
      scoring: instrument.scoring,
      locked: true,
    })
    .returning({ id: surveyDefinitions.id });
  for (const [position, section] of instrument.sections.entries()) {
    const [row] = await tx
      .insert(surveySections)
      .values({
        tenantId,
        definitionId: definition!.id,
        position,
        title: section.title,
        description: section.description,
        allowEmpty: section.allowEmpty ?? false,
      })
      .returning({ id: surveySections.id });
    await insertQuestions(tx, { tenantId, definitionId: definition!.id, sectionId: row!.id }, section.questions, null);
  }
}

/**
 * The shipped instruments in every tenant: product content, not demo data, so it runs at every start
 * whatever SEED says (docs/decisions.md, "Screeners: instruments"). Idempotent: a tenant that has an
 * instrument's key and version keeps it untouched (a shipped version is locked); a new version is added
 * beside the old one. The caller holds a lock, so two processes starting at once do not both insert.
 */
export async function ensureSurveyInstruments(
  db: Db,
  instruments: readonly Instrument[] = INSTRUMENTS,
): Promise<number> {
  let added = 0;
  const existing = await db
    .select({ tenantId: surveyDefinitions.tenantId, key: surveyDefinitions.key, version: surveyDefinitions.version })
    .from(surveyDefinitions);
  const have = new Set(existing.map((r) => `${r.tenantId}/${r.key}/${r.version}`));
  for (const tenantId of TENANT_IDS) {
    for (const instrument of instruments) {
      if (have.has(`${tenantId}/${instrument.key}/${instrument.version}`)) continue;
      await db.transaction((tx) => insertInstrument(tx, tenantId, instrument));
      added++;
    }
  }
  return added;
}

/** One tenant's definition of an instrument version, if it has it (tests and the seed). */
export async function instrumentDefinitionId(db: Db, tenantId: TenantId, key: string, version = 1) {
  const [row] = await db
    .select({ id: surveyDefinitions.id })
    .from(surveyDefinitions)
    .where(
      and(
        eq(surveyDefinitions.tenantId, tenantId),
        eq(surveyDefinitions.key, key),
        eq(surveyDefinitions.version, version),
      ),
    );
  return row?.id;
}
