import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { HOSTS } from '../support/app.js';
import { api } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { useSeededDemo } from '../support/seeded-demo.js';

// Issue 30, item 8: one participant's whole record, on request (GDPR articles 15 and 20).
const demo = useSeededDemo();

async function tokenOf(email: string, host: keyof typeof HOSTS = 'default') {
  const client = new OidcClient(demo.app(), HOSTS[host], {}, `10.30.8.${email.length}`);
  return (await client.signIn(email, 'stride-demo')).access_token;
}

type Record = { [domain: string]: { [table: string]: Array<{ [column: string]: unknown }> } };

describe('GET /accounts/{id}/export', () => {
  it("gives an admin the demo participant's record as a ZIP: their rows as JSON, their files, swaps.pdf, chat.txt", async () => {
    const participant = await demo.personByEmail('participant@default.example');
    const res = await api(demo.app(), { token: await tokenOf('admin@default.example') }).get(
      `/api/accounts/${participant.user.id}/export`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stride-record-.+\.zip"$/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const record = JSON.parse(await zip.file('record.json')!.async('string')) as Record & {
      user: { email: string; passwordHash?: string };
      missingFiles: string[];
    };
    expect(record.user.email).toBe('participant@default.example');
    expect(record.user.passwordHash).toBeUndefined();
    expect(record.journal!.meals!.length).toBeGreaterThan(0);
    expect(record.swaps!.swaps!.length).toBeGreaterThan(0);
    expect(record.calendar!.results!.length).toBeGreaterThan(0);
    expect(record.chat!.messages!.length).toBeGreaterThan(0);
    // The demo's page views (the admin panel's chart) are the participant's history too, none after now.
    const views = record.analytics!.pageViews!;
    expect(views.length).toBeGreaterThan(0);
    for (const v of views) expect(new Date(v.at as string).getTime()).toBeLessThanOrEqual(Date.now());
    // Every row is the participant's own.
    for (const row of record.calendar!.results!) expect(row.participantProfileId).toBe(participant.profile.id);
    expect(record.missingFiles).toEqual([]);

    const pdf = await zip.file('swaps.pdf')!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const transcript = await zip.file('chat.txt')!.async('string');
    const said = record.chat!.messages!.find((m) => typeof m.text === 'string' && m.text.length > 10)!;
    expect(transcript).toContain(said.text as string);
    const files = zip.file(/^files\//);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect((await f.async('nodebuffer')).length, f.name).toBeGreaterThan(0);

    const [audit] = await demo
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'EXPORT'), eq(auditLog.entityId, String(participant.user.id))));
    expect(audit).toMatchObject({ entityType: 'user', tenantId: 'default' });
  });

  it('refuses an advisor, the participant themself, and answers 404 for another tenant', async () => {
    const participant = await demo.personByEmail('participant@default.example');
    const url = `/api/accounts/${participant.user.id}/export`;
    const advisor = await api(demo.app(), { token: await tokenOf('advisor@default.example') }).get(url);
    expect(advisor.statusCode).toBe(403);
    const self = await api(demo.app(), { token: await tokenOf('participant@default.example') }).get(url);
    expect(self.statusCode).toBe(403);
    const brain = await api(demo.app(), { token: await tokenOf('admin@brain.example', 'brain'), host: 'brain' }).get(
      url,
    );
    expect(brain.statusCode).toBe(404);
  });
});
