import { type DashboardAdvisor } from '@stride/contracts';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import type { ProfileRow } from '../profiles/index.js';
import type { DashboardQuery } from './dashboards.service.js';

export function presentAdvisor(userId: number, profile: ProfileRow): DashboardAdvisor {
  return {
    id: userId,
    profileId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
  };
}

export function presentRange(q: DashboardQuery, from: Date | null, to: Date) {
  return { filter: q.filter, showAll: q.showAll, from: from?.toISOString() ?? null, to: to.toISOString(), tz: q.tz };
}
