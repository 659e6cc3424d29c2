import { describe, expect, it } from 'vitest';
import { Role, type SurrogateSessionList } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** A staff member signs in as the person through the real sign-in service (the record's source). */
async function actAs(staffToken: string, profileId: number): Promise<void> {
  const started = await api(t.app, { token: staffToken }).post(`/api/profiles/${profileId}/tokens`, {
    type: 'SURROGATE',
    surrogate: true,
  });
  expect(started.statusCode).toBe(201);
  await new OidcClient(t.app, HOSTS.default).signInWithLoginToken(json<{ token: string }>(started).token);
}

const record = (token: string, profileId: number, query = '') =>
  api(t.app, { token }).get(`/api/profiles/${profileId}/surrogate-sessions${query}`);

describe('GET /profiles/{id}/surrogate-sessions', () => {
  it('shows the person who was acted as who signed in as them and when, newest first', async () => {
    const company = await buildCompany(db(), 'default');
    const participant = await signedIn(t, { roleId: Role.Participant, companyId: company.id });
    expect(json<SurrogateSessionList>(await record(participant.token, participant.profile.id))).toEqual({
      items: [],
      _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 20 },
    });

    const admin = await signedIn(t, { roleId: Role.Admin });
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const before = Date.now();
    await actAs(admin.token, participant.profile.id);
    await actAs(companyAdmin.token, participant.profile.id);

    const res = await record(participant.token, participant.profile.id);
    expect(res.statusCode).toBe(200);
    const { items } = json<SurrogateSessionList>(res);
    expect(items).toEqual([
      {
        at: expect.any(String),
        staffProfileId: companyAdmin.profile.id,
        staffName: `${companyAdmin.profile.firstName} ${companyAdmin.profile.lastName}`,
        staffRoleId: Role.CompanyAdmin,
      },
      {
        at: expect.any(String),
        staffProfileId: admin.profile.id,
        staffName: `${admin.profile.firstName} ${admin.profile.lastName}`,
        staffRoleId: Role.Admin,
      },
    ]);
    expect(Date.parse(items[1]!.at)).toBeGreaterThanOrEqual(before - 1000);

    // An admin reads anyone's record in their tenant.
    expect(json<SurrogateSessionList>(await record(admin.token, participant.profile.id)).items).toHaveLength(2);

    // A page at a time, as every list: the second page of one holds the older sign-in.
    const second = json<SurrogateSessionList>(
      await record(participant.token, participant.profile.id, '?perPage=1&page=2'),
    );
    expect(second.items.map((s) => s.staffProfileId)).toEqual([admin.profile.id]);
    expect(second._meta).toEqual({ totalCount: 2, pageCount: 2, currentPage: 2, perPage: 1 });
    const refused = await record(participant.token, participant.profile.id, '?perPage=500');
    expect(refused.statusCode).toBe(400);
  });

  it("answers 404 for someone else's record (even a person one sees) and another tenant's", async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
    });
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    await actAs(companyAdmin.token, participant.profile.id);

    // The advisor sees their participant, the participant their advisor: neither reads the other's record.
    expect((await record(advisor.token, participant.profile.id)).statusCode).toBe(404);
    expect((await record(participant.token, advisor.profile.id)).statusCode).toBe(404);
    expect((await record(companyAdmin.token, participant.profile.id)).statusCode).toBe(404);

    const brainPerson = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Participant });
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await record(admin.token, brainPerson.profile.id)).statusCode).toBe(404);
    expect((await record(participant.token, 999_999)).statusCode).toBe(404);
    expect((await api(t.app).get(`/api/profiles/${participant.profile.id}/surrogate-sessions`)).statusCode).toBe(401);
  });
});
