import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext, TokenContext } from '../../platform/http/context.js';
import { forbidden, unauthorized } from '../../platform/http/errors.js';
import { tenantTx } from '../../platform/http/request.js';
import { actorProfile } from '../profiles/actor-profile.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';
import { Role, type RoleId } from '@stride/contracts';
import { mlDirectories } from './library.table.js';

/** Who is looking at the library: their profile, role and company. */
export interface LibraryViewer {
  profileId: number;
  role: RoleId;
  companyId: number | null;
  profile: ProfileRow;
}

export async function libraryViewer(tx: Db, ctx: TokenContext): Promise<LibraryViewer> {
  if (!ctx.actor) throw unauthorized();
  const profile = await actorProfile(tx, ctx);
  return { profileId: ctx.actor.profileId, role: ctx.actor.role, companyId: profile.companyId, profile };
}

/** A transaction of the request's tenant with the viewer it acts for: how every library route starts. */
export function libraryTx<T>(
  req: FastifyRequest,
  fn: (tx: Db, ctx: RequestContext, viewer: LibraryViewer) => Promise<T>,
): Promise<T> {
  return tenantTx(req, async (tx, ctx) => fn(tx, ctx, await libraryViewer(tx, ctx)));
}

/** Staff keep a library; participants only receive resources. */
export function assertLibraryUser(viewer: LibraryViewer): void {
  if (viewer.role === Role.Participant) throw forbidden('The media library is for staff.');
}

/**
 * The folders a viewer sees, as a condition on ml_directories: their own tree (every folder carries
 * its root's owner) and their company's shared tree. Nobody sees another person's library, admins
 * included: what a colleague should see is shared to the company.
 */
export function visibleDirectoriesWhere(viewer: LibraryViewer): SQL {
  const own = and(eq(mlDirectories.ownerProfileId, viewer.profileId), isNull(mlDirectories.companyId))!;
  if (viewer.companyId === null) return own;
  return or(own, and(eq(mlDirectories.companyId, viewer.companyId), isNull(mlDirectories.ownerProfileId)))!;
}
