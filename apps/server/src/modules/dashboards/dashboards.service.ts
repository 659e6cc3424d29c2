import {
  type AdvisorsDashboard,
  type DashboardRange,
  type PageQuery,
  type ParticipantFigures,
  type ParticipantsDashboard,
  Role,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { pageMeta } from '../../platform/http/paging.js';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import { unreadCounts } from '../notifications/index.js';
import { actorProfile, findPersonByUserId, listPeople } from '../profiles/index.js';
import { participantFigures, NO_FIGURES, type Figures, type RangeUnit } from '../participants/index.js';
import { presentRange, presentAdvisor } from './dashboards.presenter.js';

export interface DashboardQuery {
  filter: DashboardRange;
  showAll: boolean;
  tz: string;
}

const UNITS: Record<DashboardRange, RangeUnit> = { today: 'day', week: 'week', month: 'month', year: 'year' };
/**
 * The range is always the period asked for; showAll widens who is counted, not when (docs/decisions.md,
 * "Dashboards"): one advisor's participants by default, the whole practice with showAll=true.
 */
const rangeOf = (q: DashboardQuery) => ({ unit: UNITS[q.filter], tz: q.tz });

/**
 * Each figure with the participants list that shows the same people: the scope's filter
 * (practiceId, or advisorId: the advisor's profile id) plus the figure's own (docs/decisions.md, "Dashboards").
 */
function withLinks(f: Figures, scope: Record<string, string>, from: string | null): ParticipantFigures {
  const link = (extra: Record<string, string> = {}) => `/participants?${new URLSearchParams({ ...scope, ...extra })}`;
  const neverSignedIn = link({ active: 'true', signedIn: 'false' });
  return {
    total: { value: f.total, link: link() },
    active: { value: f.active, link: link({ active: 'true' }) },
    inactive: { value: f.inactive, link: link({ active: 'false' }) },
    newParticipants: { value: f.newParticipants, link: from ? link({ createdFrom: from }) : link() },
    signedIn: { value: f.signedIn, link: link(from ? { signedInFrom: from } : { signedIn: 'true' }) },
    newSignIns: { value: f.newSignIns, link: link(from ? { firstSignInFrom: from } : { signedIn: 'true' }) },
    notSignedIn: {
      value: f.notSignedIn,
      link: from ? link({ active: 'true', notSignedInFrom: from }) : neverSignedIn,
    },
    neverSignedIn: { value: f.neverSignedIn, link: neverSignedIn },
  };
}

/**
 * GET /participants/dashboard: the advisor's own participants (those they advise) by default, their practice's
 * with showAll=true; and the advisor's unread notifications.
 */
export async function participantsDashboard(
  tx: Db,
  ctx: RequestContext,
  q: DashboardQuery,
): Promise<ParticipantsDashboard> {
  const self = await actorProfile(tx, ctx);
  const own = !q.showAll;
  const result = await participantFigures(
    tx,
    ctx.tenantId,
    own ? { companyId: self.companyId, advisorProfileId: self.id } : { companyId: self.companyId },
    rangeOf(q),
  );
  const unread = (await unreadCounts(tx, ctx.tenantId, [ctx.actor!.userId])).get(ctx.actor!.userId) ?? 0;
  const from = result.from?.toISOString() ?? null;
  const practice: Record<string, string> = self.companyId === null ? {} : { practiceId: String(self.companyId) };
  return {
    range: presentRange(q, result.from, result.to),
    scope: { practiceId: self.companyId, advisorId: own ? ctx.actor!.userId : null },
    advisor: presentAdvisor(ctx.actor!.userId, self),
    participants: withLinks(result.total, own ? { advisorId: String(self.id) } : practice, from),
    unreadNotifications: { value: unread, link: '/notifications-grouped' },
  };
}

/** GET /advisors/dashboard: the company admin's company, and one row per advisor of it (paged); showAll changes nothing. */
export async function advisorsDashboard(
  tx: Db,
  ctx: RequestContext,
  q: DashboardQuery & PageQuery,
): Promise<AdvisorsDashboard> {
  const companyId = ctx.actor!.companyId;
  const advisors =
    companyId === null
      ? { rows: [], total: 0 }
      : await listPeople(tx, ctx.tenantId, { roles: [Role.Advisor], companyId }, q);
  const result = await participantFigures(tx, ctx.tenantId, { companyId }, rangeOf(q), true);
  const unread = await unreadCounts(
    tx,
    ctx.tenantId,
    advisors.rows.map((a) => a.user.id),
  );
  const from = result.from?.toISOString() ?? null;
  return {
    range: presentRange(q, result.from, result.to),
    scope: { practiceId: companyId ?? 0 },
    totals: withLinks(result.total, companyId === null ? {} : { practiceId: String(companyId) }, from),
    advisors: advisors.rows.map(({ profile, user }) => ({
      id: user.id,
      profileId: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      isActive: user.isActive,
      thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
      participants: withLinks(result.byAdvisor.get(profile.id) ?? NO_FIGURES, { advisorId: String(profile.id) }, from),
      unreadNotifications: { value: unread.get(user.id) ?? 0, link: null },
    })),
    _meta: pageMeta(advisors.total, q),
  };
}

/**
 * GET /advisors/{id}/participants/dashboard: one advisor of the company admin's company (404 otherwise): their
 * participants, or with showAll=true their whole practice's.
 */
export async function advisorParticipantsDashboard(
  tx: Db,
  ctx: RequestContext,
  advisorUserId: number,
  q: DashboardQuery,
): Promise<ParticipantsDashboard> {
  const advisor = await findPersonByUserId(tx, ctx.tenantId, advisorUserId);
  if (!advisor || advisor.user.roleId !== Role.Advisor) throw notFound('Advisor');
  const companyId = advisor.profile.companyId;
  authorize(ctx.actor!, 'advisorDashboard.read', { companyId });
  const own = !q.showAll;
  const result = await participantFigures(
    tx,
    ctx.tenantId,
    own ? { companyId, advisorProfileId: advisor.profile.id } : { companyId },
    rangeOf(q),
  );
  const unread = (await unreadCounts(tx, ctx.tenantId, [advisor.user.id])).get(advisor.user.id) ?? 0;
  const practice: Record<string, string> = companyId === null ? {} : { practiceId: String(companyId) };
  return {
    range: presentRange(q, result.from, result.to),
    scope: { practiceId: companyId, advisorId: own ? advisor.user.id : null },
    advisor: presentAdvisor(advisor.user.id, advisor.profile),
    participants: withLinks(
      result.total,
      own ? { advisorId: String(advisor.profile.id) } : practice,
      result.from?.toISOString() ?? null,
    ),
    unreadNotifications: { value: unread, link: null },
  };
}
