import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { pageViews } from '../../src/modules/analytics/page-views.table.js';
import { useTestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();

describe('POST /page-views', () => {
  it('stores the page-view event of the signed-in user and refuses bad paths', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: me.token });
    expect((await client.post('/api/page-views', { path: '/participants' })).statusCode).toBe(204);
    expect((await client.post('/api/page-views', { path: 'participants' })).statusCode).toBe(400);
    expect((await api(t.app).post('/api/page-views', { path: '/x' })).statusCode).toBe(401);
    const rows = await t.app.platform.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.userId, me.user.id), eq(pageViews.tenantId, 'default')));
    expect(rows.map((r) => r.path)).toEqual(['/participants']);
  });
});
