import type { Db } from '../../platform/db/client.js';
import { revokeAccountSessions } from '../../platform/auth/adapter.js';
import { removeOneTimeTokensOf } from '../../platform/auth/one-time-tokens.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { PersonRow } from '../profiles/index.js';

/** Whose rows an account's deletion removes. */
export interface ForgottenPerson {
  userId: number;
  profileId: number;
}

/** What one domain removed: the count (or ids, or counts by kind) for the audit row, and stored files to delete. */
export interface Forgotten {
  removed: unknown;
  /** Keys in storage, deleted after the commit. */
  fileKeys?: string[];
}

/**
 * One domain's part of an account's deletion, run in the deleting transaction: declared beside the module
 * (`forget.ts`) and listed once in modules/index.ts (FORGET_STEPS), which app.ts registers here. The account
 * module imports no domain by name.
 */
export interface ForgetStep {
  /** Its key in the deletion's audit row (`after.removed.<key>`). */
  key: string;
  forget(tx: Db, ctx: RequestContext, person: ForgottenPerson): Promise<Forgotten>;
}

const steps: ForgetStep[] = [];

/** Adds a domain's step, run in the order added; once per process (several apps share it in tests). */
export function registerForgetStep(step: ForgetStep): void {
  if (!steps.includes(step)) steps.push(step);
}

/**
 * Removes, through each domain's step and in the deleting transaction, every row other domains keep about
 * the person (docs/decisions.md, "People"), and the sign-in's own: nothing is left half-done if the delete
 * rolls back, and nothing stays behind if it commits. Files in storage (the picture, the tasks' uploads, the
 * library's files) can only go after the commit: their keys come back for the caller. `removed` is keyed by
 * step (quickMessages, programIds, tasks, notifications, pageViews, media, routines, sprintMessages, journal,
 * swaps), with oneTimeLinks (password-reset and sign-in links; "token" keys are kept out of the audit log)
 * and sessions.
 */
export async function forgetPerson(
  tx: Db,
  ctx: RequestContext,
  person: PersonRow,
): Promise<{ removed: Record<string, unknown>; fileKeys: string[] }> {
  const who: ForgottenPerson = { userId: person.user.id, profileId: person.profile.id };
  const removed: Record<string, unknown> = {};
  const fileKeys: string[] = [];
  for (const step of steps) {
    const gone = await step.forget(tx, ctx, who);
    removed[step.key] = gone.removed;
    fileKeys.push(...(gone.fileKeys ?? []));
  }
  removed.oneTimeLinks = await removeOneTimeTokensOf(tx, ctx.tenantId, who.userId);
  removed.sessions = await revokeAccountSessions(tx, person.user.uuid);
  if (person.profile.pictureKey) fileKeys.push(person.profile.pictureKey);
  return { removed, fileKeys };
}
