import { and, eq } from 'drizzle-orm';
import type { SamiAnswer, SamiBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Config } from '../../platform/config/config.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { authorize } from '../../platform/http/authorize.js';
import { notFound } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import { samiAnswers } from './assistant.table.js';
import { getVisiblePerson } from '../profiles/index.js';
import { builtinProvider, openAiCompatibleProvider } from './assistant.provider.js';
import { presentSamiAnswer } from './assistant.presenter.js';

export const SAMI_ENTITY = 'sami_answer';

export type Row = typeof samiAnswers.$inferSelect;

/** The OpenAI-compatible endpoint when ASSISTANT_URL is set; the built-in answer otherwise. */
export function assistantProviderFor(config: Pick<Config, 'ASSISTANT_URL' | 'ASSISTANT_MODEL' | 'ASSISTANT_API_KEY'>) {
  if (!config.ASSISTANT_URL || !config.ASSISTANT_MODEL) return builtinProvider;
  return openAiCompatibleProvider({
    url: config.ASSISTANT_URL,
    model: config.ASSISTANT_MODEL,
    apiKey: config.ASSISTANT_API_KEY,
  });
}

/** Stores a drafted answer, audited. */
export async function storeSamiAnswer(
  tx: Db,
  ctx: RequestContext,
  body: SamiBody,
  drafted: { answer: string; source: 'model' | 'builtin'; facts: string[] },
): Promise<Row> {
  const [row] = await tx
    .insert(samiAnswers)
    .values({
      tenantId: ctx.tenantId,
      askedBy: ctx.actor!.profileId,
      targetProfileId: body.targetProfileId,
      question: body.question,
      answer: drafted.answer,
      source: drafted.source,
      facts: drafted.facts,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: SAMI_ENTITY, entityId: row!.id, after: row });
  return row!;
}

/**
 * PUT /sami/{answerId}: the asker (or an admin) stores the advisor's final answer against the version
 * they read. An answer about a participant the actor may not see, or another tenant's, is a 404.
 */
export async function saveFinalAnswer(
  tx: Db,
  ctx: RequestContext,
  answerId: number,
  expectedVersion: number,
  finalAnswer: string,
): Promise<SamiAnswer> {
  const actor = ctx.actor!;
  const [before] = await tx
    .select()
    .from(samiAnswers)
    .where(and(eq(samiAnswers.id, answerId), eq(samiAnswers.tenantId, ctx.tenantId)));
  if (!before) throw notFound('Answer');
  const askedBy = before.askedBy;
  // Whether the actor sees its participant matters only to someone other than the asker.
  const targetVisible =
    askedBy === actor.profileId ||
    (await getVisiblePerson(tx, ctx, before.targetProfileId).then(
      () => true,
      () => false,
    ));
  authorize(
    actor,
    'samiAnswer.saveFinal',
    { askedBy, targetVisible },
    'Only the person who asked can save the final answer.',
  );
  const row = await updateVersioned(
    tx,
    {
      table: samiAnswers,
      id: answerId,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Answer',
      present: (r) => presentSamiAnswer(r),
    },
    { finalAnswer },
  );
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: SAMI_ENTITY, entityId: answerId, before, after: row });
  return presentSamiAnswer(row);
}
