import { describe, expect, it } from 'vitest';
import { Role, type RoleId, type Sequence, type SharedSequence } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const BASE = '/api/routines/definitions/sequences';

type Paged = { items: SharedSequence[]; _meta: { totalCount: number } };

async function person(roleId: RoleId, companyId?: number) {
  const me = await signedIn(t, { roleId, ...(companyId === undefined ? {} : { companyId }) });
  const send = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      headers: { host: HOSTS.default, authorization: `Bearer ${me.token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return { me, send };
}

describe('GET /routines/definitions/sequences/shared', () => {
  it('lists the routines shared with my practice (received) and those my library shared (sent), with the share', async () => {
    const north = await buildCompany(t.app.platform.db, 'default');
    const south = await buildCompany(t.app.platform.db, 'default');
    const east = await buildCompany(t.app.platform.db, 'default');
    const sender = await person(Role.Advisor, north.id);
    const receiver = await person(Role.CompanyAdmin, south.id);
    const bystander = await person(Role.Advisor, east.id);

    const created = await sender.send('POST', '', { title: 'Knee week', days: 7 });
    expect(created.statusCode).toBe(201);
    const routine = json<Sequence>(created);
    await sender.send('POST', '', { title: 'Not shared', days: 7 });

    // Nothing before the share.
    const before = json<Paged>(await receiver.send('GET', '/shared'));
    expect(before.items.some((s) => s.id === routine.id)).toBe(false);

    const shared = await sender.send('POST', `/${routine.id}/shared`, { companyId: [south.id] });
    expect(shared.statusCode).toBe(200);

    const received = json<Paged>(await receiver.send('GET', '/shared?search=knee'));
    const row = received.items.find((s) => s.id === routine.id)!;
    expect(row).toMatchObject({
      title: 'Knee week',
      editable: false,
      direction: 'RECEIVED',
      days: 7,
      itemCount: 0,
    });
    expect(row.share.fromCompany?.id).toBe(north.id);
    expect(row.share.sharedBy?.profileId).toBe(sender.me.profile.id);
    expect(row.share.sharedWith.map((c) => c.id)).toEqual([south.id]);
    expect(json<Paged>(await receiver.send('GET', '/shared?search=nothing-like-it')).items).toEqual([]);

    // The sender sees where it went; a third practice sees nothing of it.
    const sent = json<Paged>(await sender.send('GET', '/shared?direction=SENT'));
    const mine = sent.items.find((s) => s.id === routine.id)!;
    expect(mine.direction).toBe('SENT');
    expect(mine.editable).toBe(true);
    expect(mine.share.sharedWith.map((c) => c.id)).toEqual([south.id]);
    expect(sent.items.some((s) => s.title === 'Not shared')).toBe(false);
    const third = json<Paged>(await bystander.send('GET', '/shared'));
    expect(third.items.some((s) => s.id === routine.id)).toBe(false);
    expect(json<Paged>(await bystander.send('GET', '/shared?direction=SENT')).items).toEqual([]);
  });

  it('gives platform staff nothing received, a participant 403, and a bad direction 400', async () => {
    const company = await buildCompany(t.app.platform.db, 'default');
    const admin = await person(Role.Admin);
    const answer = json<Paged>(await admin.send('GET', '/shared'));
    expect(answer.items).toEqual([]);
    expect(answer._meta.totalCount).toBe(0);
    const participant = await person(Role.Participant, company.id);
    expect((await participant.send('GET', '/shared')).statusCode).toBe(403);
    expect((await admin.send('GET', '/shared?direction=BOTH')).statusCode).toBe(400);
  });
});
