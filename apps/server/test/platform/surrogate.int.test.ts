import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { decodeJwt, OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();

const surrogateToken = (token: string, profileId: number) =>
  api(t.app, { token }).post(`/api/profiles/${profileId}/tokens`, { type: 'SURROGATE', surrogate: true });

describe('surrogate login', () => {
  it('lets an admin act as an advisor and return to their own role', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const advisor = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });

    const started = await surrogateToken(admin.token, advisor.profile.id);
    expect(started.statusCode).toBe(201);
    const { token: loginToken } = json<{ token: string }>(started);

    const browser = new OidcClient(t.app, HOSTS.default);
    const asAdvisor = await browser.signInWithLoginToken(loginToken);
    const claims = decodeJwt(asAdvisor.access_token);
    expect(claims).toMatchObject({
      user_id: advisor.user.id,
      role_id: 5,
      surrogate_login: true,
      actor_user_id: admin.user.id,
    });

    // A change made as the advisor keeps the real person in the audit log.
    const put = await api(t.app, { token: asAdvisor.access_token }).put(
      `/api/profiles/${advisor.profile.id}`,
      { firstName: 'Changed', lastName: 'ByAdmin', language: 'en' },
      { 'if-match': 'W/"1"' },
    );
    expect(put.statusCode).toBe(200);
    const [row] = await t.app.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'profile'), eq(auditLog.entityId, String(advisor.profile.id))));
    expect(row).toMatchObject({ actorUserId: advisor.user.id, surrogateActorUserId: admin.user.id });

    // The same login token works once.
    const replay = await new OidcClient(t.app, HOSTS.default).signInWithLoginToken(loginToken).catch((e: unknown) => e);
    expect(replay).toBeInstanceOf(SignInError);
    expect((replay as SignInError).page.body).toContain('This sign-in link is no longer valid.');

    // Refreshing keeps the surrogate session.
    const refreshed = (await browser.refresh(asAdvisor.refresh_token)).json() as { access_token: string };
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ surrogate_login: true, actor_user_id: admin.user.id });

    const back = await api(t.app, { token: asAdvisor.access_token }).post(
      `/api/profiles/${advisor.profile.id}/tokens`,
      {
        type: 'PRIMARY_USER_AUTHENTICATION',
        userProfileId: advisor.profile.id,
      },
    );
    expect(back.statusCode).toBe(201);
    const asAdmin = await browser.signInWithLoginToken(json<{ token: string }>(back).token);
    expect(decodeJwt(asAdmin.access_token)).toMatchObject({
      user_id: admin.user.id,
      surrogate_login: false,
      actor_user_id: null,
    });

    const ops = await t.app.platform.db
      .select({ operation: auditLog.operation })
      .from(auditLog)
      .where(eq(auditLog.tenantId, 'default'));
    expect(ops.map((o) => o.operation)).toEqual(expect.arrayContaining(['SURROGATE_START', 'SURROGATE_END']));
  });

  it('never goes upward, sideways, nested or across companies and tenants', async () => {
    const db = t.app.platform.db;
    const company = await buildCompany(db, 'default');
    const otherCompany = await buildCompany(db, 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await buildPerson(db, { tenantId: 'default', roleId: Role.Participant, companyId: company.id });
    expect((await surrogateToken(advisor.token, participant.profile.id)).statusCode).toBe(403);

    const admin = await signedIn(t, { roleId: Role.Admin });
    const owner = await buildPerson(db, { tenantId: 'default', roleId: Role.Owner });
    const otherAdmin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin });
    expect((await surrogateToken(admin.token, owner.profile.id)).statusCode).toBe(403);
    expect((await surrogateToken(admin.token, otherAdmin.profile.id)).statusCode).toBe(403);
    const brainPerson = await buildPerson(db, { tenantId: 'brain', roleId: Role.Participant });
    expect((await surrogateToken(admin.token, brainPerson.profile.id)).statusCode).toBe(404);

    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    expect((await surrogateToken(companyAdmin.token, participant.profile.id)).statusCode).toBe(201);
    const stranger = await buildPerson(db, {
      tenantId: 'default',
      roleId: Role.Participant,
      companyId: otherCompany.id,
    });
    expect((await surrogateToken(companyAdmin.token, stranger.profile.id)).statusCode).toBe(404);

    // Not signed in as another user: no way "back".
    const back = await api(t.app, { token: admin.token }).post(`/api/profiles/${admin.profile.id}/tokens`, {
      type: 'PRIMARY_USER_AUTHENTICATION',
      userProfileId: admin.profile.id,
    });
    expect(back.statusCode).toBe(400);
  });
});
