import { describe, expect, it } from 'vitest';
import { decide, hasNotificationSettings, readsNotificationsGrouped, Role } from '@stride/contracts';
import { actorOf, ROLES } from '../support/policy-actors.js';

describe('notification policy', () => {
  it.each(ROLES)('role %i reads and marks their own notifications; another person’s do not exist (404)', (role) => {
    const actor = actorOf(role);
    expect(decide(actor, 'notification.view', { userId: actor.userId })).toBe('allow');
    expect(decide(actor, 'notification.update', { userId: actor.userId })).toBe('allow');
    expect(decide(actor, 'notification.update', { userId: actor.userId + 1 })).toBe('hidden');
    expect(decide(actorOf(role, { companyId: 2 }), 'notification.view', { userId: 999_999 })).toBe('hidden');
  });
});

describe('the notification list', () => {
  it.each(ROLES)('role %i: grouped per participant for advisors only; settings for staff only', (role) => {
    expect(readsNotificationsGrouped(actorOf(role))).toBe(role === Role.Advisor);
    expect(hasNotificationSettings(actorOf(role))).toBe(role !== Role.Participant);
  });
});
