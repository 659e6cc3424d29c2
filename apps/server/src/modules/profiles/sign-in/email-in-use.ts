import { and, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { HttpError } from '../../../platform/http/errors.js';
import { users } from '../profiles.table.js';

const EMAIL_IN_USE = 'This e-mail address is already in use.';

/** 409 naming the e-mail field: the one answer for a taken address, whoever is being added. */
export const emailInUse = () =>
  new HttpError(409, ErrorCode.Conflict, EMAIL_IN_USE, [{ path: 'email', message: EMAIL_IN_USE }]);

/** E-mails are unique per tenant, whatever their case. */
export async function assertEmailFree(tx: Db, tenantId: string, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (taken) throw emailInUse();
}

/** A concurrent insert that won the unique index is the same 409 as the check. */
export function rethrowUniqueViolation(err: unknown): never {
  const cause = (err as { cause?: { code?: string } }).cause;
  if (cause?.code === '23505' || (err as { code?: string }).code === '23505') throw emailInUse();
  throw err;
}
