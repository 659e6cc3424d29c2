import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();

describe('the bell: GET /notification-service/notifications', () => {
  it('lists only the signed-in user’s notifications, newest first, with the unread count', async () => {
    const me = await signedIn(t, { roleId: Role.TeamMember });
    const other = await signedIn(t, { roleId: Role.TeamMember });
    const db = t.app.platform.db;
    await db.insert(notifications).values([
      {
        tenantId: 'default',
        userId: me.user.id,
        type: 'NEW_LOGIN',
        message: 'old',
        unread: false,
        createdAt: new Date(Date.now() - 60_000),
      },
      { tenantId: 'default', userId: me.user.id, type: 'NEW_LOGIN', message: 'new', unread: true },
      { tenantId: 'default', userId: other.user.id, type: 'NEW_LOGIN', message: 'not mine', unread: true },
    ]);
    const res = await api(t.app, { token: me.token }).get('/api/notification-service/notifications');
    expect(res.statusCode).toBe(200);
    const body = json<{ unread: number; items: { message: string }[] }>(res);
    expect(body.unread).toBe(1);
    expect(body.items.map((i) => i.message)).toEqual(['new', 'old']);
    const unreadOnly = json<{ items: unknown[] }>(
      await api(t.app, { token: me.token }).get('/api/notification-service/notifications?filter=unread&pageSize=1'),
    );
    expect(unreadOnly.items).toHaveLength(1);
    expect(
      (await api(t.app, { token: me.token }).get('/api/notification-service/notifications?pageSize=500')).statusCode,
    ).toBe(400);
  });
});
