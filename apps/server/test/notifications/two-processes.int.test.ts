import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NEW_EVENT, Role, type NotificationEvent } from '@stride/contracts';
import { listen, person, tab } from '../chat/helpers.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { usePostgres } from '../support/database.js';
import { buildCompany } from '../support/factories.js';
import { eventually } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { participantOfAdvisor } from './support.js';

/**
 * Two server processes on one PostgreSQL database and one Redis (npm run test:pg): a notification made on
 * one reaches its recipient's portal connected to the other, through the Socket.IO Redis adapter.
 */
describe.runIf(usePostgres)('notifications across two server processes (PostgreSQL and Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // One Redis prefix for both, of this run only: the two processes of one deployment.
    const shared = { REDIS_PREFIX: `stride-two-${randomUUID().slice(0, 8)}` };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("a participant's first sign-in on one process raises the advisor's bell connected to the other", async () => {
    const company = await buildCompany(a.app.platform.db, 'default');
    const advisor = await person(b, { roleId: Role.Advisor, companyId: company.id });
    const ana = await participantOfAdvisor(a, company.id, advisor.profile.id, 'Ana');
    const advisorTab = await tab(await listen(b), advisor);

    await new OidcClient(a.app, HOSTS.default).signIn(ana.email, ana.password);

    const [, payload] = await eventually(async () => advisorTab.seen.find(([e]) => e === NOTIFICATION_NEW_EVENT));
    const event = payload as NotificationEvent;
    expect(event.notification).toMatchObject({
      type: 'NEW_LOGIN',
      code: 'NEW_LOGIN_PARTICIPANT',
      unread: true,
      parameters: { entityProfileId: ana.profile.id, companyId: company.id },
    });
    expect(event.unread).toBe(1);
  });
});
