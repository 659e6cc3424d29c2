import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role, type AuditOperationDetail, type AuditOperationList, type DatabaseLogList } from '@stride/contracts';
import { recordAuditsBy } from '../../src/platform/audit/audit.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import type { TokenContext } from '../../src/platform/http/context.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson, unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** Rows written as a request of `ctx` would (the same statement), for filters on a known set. */
function ctxOf(traceId: string, actorUserId: number | null, surrogate: number | null = null): TokenContext {
  return {
    tenantId: 'default',
    traceId,
    request: { method: 'PUT', path: '/api/things/1', ip: '10.0.0.9', userAgent: 'Tester/1.0' },
    actor:
      actorUserId === null
        ? null
        : {
            userId: actorUserId,
            profileId: 0,
            uuid: 'x',
            role: Role.Advisor,
            email: 'x@test.example',
            surveyAvailable: false,
            mainFolderId: null,
            surrogateActorUserId: surrogate,
          },
  };
}

describe('GET /auditable/operations', () => {
  it('filters by operation, type, actor (also as a surrogate), participant, trace and text; pages newest first', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, firstName: 'Zelda' });
    const participant = await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant });
    const trace = `trace-${unique()}`;
    const type = `thing_${unique()}`;
    await recordAuditsBy(db(), [
      {
        ctx: ctxOf(trace, advisor.user.id, admin.user.id),
        operation: 'UPDATE',
        entityType: type,
        entityId: 1,
        before: { name: 'a' },
        after: { name: 'b', participantUserId: participant.user.id },
      },
      { ctx: ctxOf(trace, advisor.user.id), operation: 'CREATE', entityType: type, entityId: 2, after: { name: 'c' } },
      { ctx: ctxOf(`other-${unique()}`, admin.user.id), operation: 'DELETE', entityType: type, entityId: `${type}-3` },
    ]);
    const call = api(t.app, { token: admin.token });
    const list = async (q: string) => {
      const res = await call.get(`/api/auditable/operations?entityType=${type}&${q}`);
      expect(res.statusCode).toBe(200);
      return json<AuditOperationList>(res);
    };

    const all = await list('perPage=2');
    expect(all._meta).toEqual({ totalCount: 3, pageCount: 2, currentPage: 1, perPage: 2 });
    expect(all.content.map((o) => o.entityId)).toEqual([`${type}-3`, '2']);
    expect((await list('perPage=2&page=2')).content.map((o) => o.entityId)).toEqual(['1']);

    const [update] = (await list('operation=UPDATE')).content;
    expect(update).toMatchObject({
      operation: 'UPDATE',
      actor: { id: advisor.user.id, name: `Zelda ${advisor.profile.lastName}` },
      surrogateActor: { id: admin.user.id },
      subject: { id: participant.user.id },
      traceId: trace,
      request: { method: 'PUT', path: '/api/things/1', traceId: trace, ip: '10.0.0.9', userAgent: 'Tester/1.0' },
    });
    expect((await list(`actor=${admin.user.id}`)).content.map((o) => o.entityId)).toEqual([`${type}-3`, '1']);
    expect((await list(`participant=${participant.user.id}`)).content.map((o) => o.entityId)).toEqual(['1']);
    expect((await list(`traceId=${trace}`)).content.map((o) => o.entityId)).toEqual(['2', '1']);
    expect((await list('search=zelda')).content.map((o) => o.entityId)).toEqual(['2', '1']);
    expect((await list(`search=${type}-3`)).content.map((o) => o.entityId)).toEqual([`${type}-3`]);
    expect((await list('search=delete')).content.map((o) => o.entityId)).toEqual([`${type}-3`]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${tomorrow}`)).content).toEqual([]);
    expect((await list(`to=${tomorrow}`))._meta.totalCount).toBe(3);

    // Each read is itself in the log, about the participant filtered on ("who accessed").
    const accesses = await list(`participant=${participant.user.id}&access=true`);
    expect(accesses.content).toEqual([]);
    const reads = json<AuditOperationList>(
      await call.get(`/api/auditable/operations?participant=${participant.user.id}&access=true`),
    );
    expect(reads.content[0]).toMatchObject({ operation: 'READ', entityType: 'audit', actor: { id: admin.user.id } });

    expect((await call.get('/api/auditable/operations?from=yesterday')).statusCode).toBe(400);
    expect((await call.get('/api/auditable/operations?perPage=500')).statusCode).toBe(400);
  });

  it('refuses every role but the owner and admins (403), and another tenant sees none of it', async () => {
    for (const roleId of [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.Participant]) {
      const person = await signedIn(t, { roleId, from: `10.1.0.${roleId}` });
      const res = await api(t.app, { token: person.token }).get('/api/auditable/operations');
      expect(res.statusCode, `role ${roleId}`).toBe(403);
      expect((await api(t.app, { token: person.token }).get('/api/auditable/operations.csv')).statusCode).toBe(403);
    }
    const owner = await signedIn(t, { roleId: Role.Owner });
    const brainAdmin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const trace = `default-${unique()}`;
    await recordAuditsBy(db(), [
      { ctx: ctxOf(trace, owner.user.id), operation: 'CREATE', entityType: 'x', entityId: 1 },
    ]);
    const [row] = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.traceId, trace));
    const brain = api(t.app, { token: brainAdmin.token, host: 'brain' });
    expect((await brain.get(`/api/auditable/database-logs?traceId=${trace}`)).statusCode).toBe(404);
    expect((await brain.get(`/api/auditable/operations/${row!.id}`)).statusCode).toBe(404);
    expect(json<AuditOperationList>(await brain.get(`/api/auditable/operations?traceId=${trace}`)).content).toEqual([]);
    const mine = api(t.app, { token: owner.token });
    expect((await mine.get(`/api/auditable/operations/${row!.id}`)).statusCode).toBe(200);
  });
});

describe('one operation and the rows of its request', () => {
  it("shows a surrogate's edit with both names, its request and the row's before and after", async () => {
    const admin = await signedIn(t, { roleId: Role.Admin, firstName: 'Ada' });
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, firstName: 'Ben' });
    const login = await api(t.app, { token: admin.token }).post(`/api/profiles/${advisor.profile.id}/tokens`, {
      type: 'SURROGATE',
      surrogate: true,
    });
    const asAdvisor = await new OidcClient(t.app, HOSTS.default).signInWithLoginToken(
      json<{ token: string }>(login).token,
    );
    const put = await api(t.app, { token: asAdvisor.access_token }).put(
      `/api/profiles/${advisor.profile.id}`,
      { firstName: 'Benito', lastName: advisor.profile.lastName, language: 'en' },
      { 'if-match': 'W/"1"', 'user-agent': 'AuditTest/2' },
    );
    expect(put.statusCode).toBe(200);
    const traceId = String(put.headers['x-trace-id']);

    const call = api(t.app, { token: admin.token });
    const found = json<AuditOperationList>(await call.get(`/api/auditable/operations?traceId=${traceId}`));
    expect(found.content).toHaveLength(1);
    const op = found.content[0]!;
    expect(op).toMatchObject({
      operation: 'UPDATE',
      entityType: 'profile',
      actor: { id: advisor.user.id, name: `Benito ${advisor.profile.lastName}` },
      surrogateActor: { id: admin.user.id, name: `Ada ${admin.profile.lastName}` },
      request: { method: 'PUT', path: `/api/profiles/${advisor.profile.id}`, traceId, userAgent: 'AuditTest/2' },
    });
    expect(op.request?.ip).toBeTruthy();

    const detail = json<AuditOperationDetail>(await call.get(`/api/auditable/operations/${op.id}`));
    expect(detail).toMatchObject({
      id: op.id,
      before: { firstName: expect.any(String) },
      after: { firstName: 'Benito' },
    });

    const logs = json<DatabaseLogList>(await call.get(`/api/auditable/database-logs?traceId=${traceId}`));
    expect(logs.content).toHaveLength(1);
    expect(logs.content[0]).toMatchObject({ entityType: 'profile', after: { firstName: 'Benito' } });
    expect((await call.get(`/api/auditable/database-logs?traceId=none-${unique()}`)).statusCode).toBe(404);
    expect((await call.get('/api/auditable/operations/999999999')).statusCode).toBe(404);

    // The reads are audited: READ of audit by the admin, with the operation and the trace read.
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'READ'), eq(auditLog.actorUserId, admin.user.id)))
      .orderBy(auditLog.id);
    expect(reads.map((r) => [r.entityType, r.entityId])).toEqual([
      ['audit', null],
      ['audit', String(op.id)],
      ['audit', traceId],
    ]);
  });

  it('lists the operations and types the log holds for the filters', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const type = `dict_${unique()}`;
    await recordAuditsBy(db(), [
      { ctx: ctxOf(`d-${unique()}`, admin.user.id), operation: 'SURROGATE_START', entityType: type },
    ]);
    const call = api(t.app, { token: admin.token });
    const ops = json<{ id: string; name: string }[]>(await call.get('/api/dictionaries/auditable-operations'));
    expect(ops).toContainEqual({ id: 'SURROGATE_START', name: 'Surrogate start' });
    const types = json<{ id: string; name: string }[]>(await call.get('/api/dictionaries/auditable-types'));
    expect(types.map((x) => x.id)).toContain(type);
    expect(new Set(types.map((x) => x.id)).size).toBe(types.length);
  });
});

describe('GET /auditable/operations.csv', () => {
  it('streams the filtered rows as CSV, newest first, formulas defused', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const type = `csv_${unique()}`;
    await recordAuditsBy(
      db(),
      Array.from({ length: 5 }, (_, i) => ({
        ctx: ctxOf(`c-${unique()}`, admin.user.id),
        operation: 'CREATE',
        entityType: type,
        entityId: i === 4 ? '=1+1' : `id,${i}`,
      })),
    );
    const res = await api(t.app, { token: admin.token }).get(`/api/auditable/operations.csv?entityType=${type}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-default-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,at,operation,entityType,entityId,actorId,actorName,surrogateActorId,surrogateActorName,participantId,traceId,method,path,ip,userAgent',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`,CREATE,${type},'=1+1,${admin.user.id},`);
    expect(lines[5]).toContain(`,CREATE,${type},"id,0",`);
    expect((await api(t.app, { token: admin.token }).get('/api/auditable/operations.csv?actor=x')).statusCode).toBe(
      400,
    );
  });
});

describe('GET /auditable/page-views', () => {
  it('counts page views per day', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const call = api(t.app, { token: admin.token });
    expect((await call.post('/api/page-views', { path: '/admin-panel/logs' })).statusCode).toBe(204);
    const days = json<{ day: string; views: number }[]>(await call.get('/api/auditable/page-views?days=7'));
    const today = new Date().toISOString().slice(0, 10);
    expect(days.find((d) => d.day === today)?.views).toBeGreaterThanOrEqual(1);
  });
});
