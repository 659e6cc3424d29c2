import type { Account, UpdateAccountBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound, unauthorized } from '../../platform/http/errors.js';
import {
  presentProfile,
  type PersonRow,
  findPersonByUserId,
  deleteAccountAt,
  forgetCoach,
  setAccountActive,
} from '../profiles/index.js';
import { accountResource } from './accounts.policy.js';
import { forgetPerson } from './forget-person.js';
import { presentAccount } from './accounts.presenter.js';

/** The account for an action: 404 when the actor may not see its person, 403 when they may not do it. */
export async function getAccountFor(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  action: 'account.view' | 'account.manage' | 'account.export',
): Promise<PersonRow> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  const target = await findPersonByUserId(tx, ctx.tenantId, userId);
  if (!target) throw notFound('Account');
  const refusal = target.user.id === actor.userId ? 'You cannot change your own account here.' : undefined;
  authorize(actor, action, accountResource(target), refusal);
  return target;
}

const getAccount = (tx: Db, ctx: RequestContext, userId: number, manage: boolean) =>
  getAccountFor(tx, ctx, userId, manage ? 'account.manage' : 'account.view');

export async function getVisibleAccount(tx: Db, ctx: RequestContext, userId: number): Promise<Account> {
  return presentAccount((await getAccount(tx, ctx, userId, false)).user);
}

export async function updateAccount(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  expectedVersion: number,
  body: UpdateAccountBody,
): Promise<Account> {
  const before = await getAccount(tx, ctx, userId, true);
  const user = await setAccountActive(
    tx,
    { userId, tenantId: ctx.tenantId, expectedVersion, entity: 'Account', present: presentAccount },
    body.isActive,
  );
  await recordAudit(tx, ctx, {
    operation: body.isActive ? 'ACTIVATE' : 'DEACTIVATE',
    entityType: 'account',
    entityId: userId,
    before: presentAccount(before.user),
    after: presentAccount(user),
  });
  return presentAccount(user);
}

/**
 * Deletes the account and its profile (cascade) and what other domains keep about the person
 * (forgetPerson). People whose advisor or consultant it was keep no reference to it (their version
 * moves on: their program may have changed). Returns the person and the stored files to delete once
 * the transaction has committed.
 */
export async function deleteAccount(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  expectedVersion: number,
): Promise<{ person: PersonRow; fileKeys: string[] }> {
  const before = await getAccount(tx, ctx, userId, true);
  await deleteAccountAt(tx, {
    userId,
    tenantId: ctx.tenantId,
    expectedVersion,
    entity: 'Account',
    present: presentAccount,
  });
  await forgetCoach(tx, ctx.tenantId, before.profile.id);
  const { removed, fileKeys } = await forgetPerson(tx, ctx, before);
  // The record keeps who the person was, not their password hash nor their picture's bytes.
  const { passwordHash: _secret, ...account } = before.user;
  const { pictureThumb: _thumb, ...profile } = before.profile;
  const { thumbnailUrl: _url, ...person } = presentProfile(before);
  await recordAudit(tx, ctx, {
    operation: 'DELETE',
    entityType: 'account',
    entityId: userId,
    before: { ...person, account, profile },
    after: { removed },
  });
  return { person: before, fileKeys };
}
