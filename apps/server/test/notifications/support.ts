import { Role } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import type { TestApp } from '../support/app.js';
import { buildCompany, buildParticipant } from '../support/factories.js';
import { api } from '../support/http.js';
import { signedIn } from '../support/people.js';

const MINUTE = 60_000;

/** An advisor of a new company, signed in, with a client for the API. */
export async function advisorOf(t: TestApp, o: { language?: 'en' | 'es' } = {}) {
  const company = await buildCompany(t.app.platform.db, 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id, ...o });
  return { company, advisor, client: api(t.app, { token: advisor.token }) };
}

/** A participant of the advisor (not signed in: no NEW_LOGIN of their own). */
export const participantOfAdvisor = (t: TestApp, companyId: number, advisorProfileId: number, firstName?: string) =>
  buildParticipant(t.app.platform.db, {
    tenantId: 'default',
    companyId,
    advisorProfileId,
    ...(firstName ? { firstName } : {}),
  });

/**
 * Notifications of a user about a person, the newest first in `messages` order: message i was created
 * `minutesAgo + i` minutes ago. Written as a producer writes them.
 */
export async function notificationsOf(
  t: TestApp,
  userId: number,
  entityProfileId: number,
  messages: string[],
  o: { unread?: boolean; minutesAgo?: number; type?: string; tenantId?: 'default' | 'brain' } = {},
) {
  const now = Date.now();
  const rows = await t.app.platform.db
    .insert(notifications)
    .values(
      messages.map((message, i) => ({
        tenantId: o.tenantId ?? 'default',
        userId,
        type: o.type ?? 'JOURNAL',
        code: null,
        message,
        entityProfileId,
        parameters: { entityProfileId, journalDate: '2026-11-20' },
        unread: o.unread ?? true,
        createdAt: new Date(now - ((o.minutesAgo ?? 0) + i) * MINUTE),
      })),
    )
    .returning();
  return rows;
}
