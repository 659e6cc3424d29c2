import { describe, expect, it } from 'vitest';
import { Role, SAMI_BUILTIN_LABEL } from '@stride/contracts';
import { auditRows } from '../support/audit.js';
import { useTestApp } from '../support/app.js';
import { buildPerson, buildParticipant } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { advisorWithParticipant, answerOf } from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe('POST /sami without a model (built-in answer)', () => {
  it('cites the facts the question asks about: the program and what was sent from the library', async () => {
    const { advisor, participant, program, resource } = await advisorWithParticipant(t);
    const client = api(t.app, { token: advisor.token });
    const res = await client.post('/api/sami', {
      targetProfileId: participant.profile.id,
      question: 'Which program is she in, and what library material did we send?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('W/"1"');
    const answer = answerOf(res);
    expect(answer).toMatchObject({ source: 'builtin', note: null, finalAnswer: null, version: 1 });
    expect(answer.answer).toContain(`Assigned programs: ${program.name}`);
    expect(answer.answer).toContain('Program: Company WLP');
    expect(answer.answer).toContain(`"${resource.title}"`);
    expect(answer.answer).toContain(SAMI_BUILTIN_LABEL);
    // Only what the question asked for is cited; the facts list holds all of them.
    expect(answer.answer).not.toContain('Email:');
    expect(answer.facts).toEqual(expect.arrayContaining([expect.stringMatching(/^Email: /)]));
    expect((await auditRows(db(), 'sami_answer', answer.answerId)).map((r) => r.operation)).toEqual(['CREATE']);
  });

  it("cites the participant's name when asked, and summarises every fact when nothing matches", async () => {
    const { advisor, participant, name, program, resource } = await advisorWithParticipant(t);
    const client = api(t.app, { token: advisor.token });
    const byName = answerOf(
      await client.post('/api/sami', { targetProfileId: participant.profile.id, question: 'What is the full name?' }),
    );
    expect(byName.answer).toContain(`Name: ${name}`);
    expect(byName.answer).not.toContain(program.name);

    const vague = answerOf(
      await client.post('/api/sami', { targetProfileId: participant.profile.id, question: 'Anything noteworthy?' }),
    );
    expect(vague.answer).toContain('summary');
    for (const text of [`Name: ${name}`, program.name, resource.title, 'Preferred language: Spanish', 'Advisor: ']) {
      expect(vague.answer).toContain(text);
    }
    expect(vague.answer).toContain(SAMI_BUILTIN_LABEL);
  });

  it('refuses participants (403), people one may not see and other tenants (404), bad input (400), no token (401)', async () => {
    const { participant } = await advisorWithParticipant(t);
    const body = { targetProfileId: participant.profile.id, question: 'Program?' };

    const self = await signedIn(t, { roleId: Role.Participant });
    expect((await api(t.app, { token: self.token }).post('/api/sami', body)).statusCode).toBe(403);

    const otherAdvisor = await signedIn(t, { roleId: Role.Advisor, companyId: null });
    const hidden = await api(t.app, { token: otherAdvisor.token }).post('/api/sami', body);
    expect(hidden.statusCode).toBe(404);

    const brainAdmin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const brainClient = api(t.app, { token: brainAdmin.token, host: 'brain' });
    expect((await brainClient.post('/api/sami', body)).statusCode).toBe(404);
    // Someone of the other tenant is not found from this one either.
    const brainParticipant = await buildParticipant(db(), { tenantId: 'brain' });
    const admin = await signedIn(t, { roleId: Role.Admin });
    const adminClient = api(t.app, { token: admin.token });
    const other = await adminClient.post('/api/sami', {
      targetProfileId: brainParticipant.profile.id,
      question: 'Name?',
    });
    expect(other.statusCode).toBe(404);
    // The assistant answers about participants only.
    const colleague = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor });
    const staff = await adminClient.post('/api/sami', { targetProfileId: colleague.profile.id, question: 'Name?' });
    expect(staff.statusCode).toBe(404);

    const empty = await adminClient.post('/api/sami', { targetProfileId: participant.profile.id, question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ details: [expect.objectContaining({ path: 'body.question' })] });
    const long = { targetProfileId: participant.profile.id, question: 'x'.repeat(2001) };
    expect((await adminClient.post('/api/sami', long)).statusCode).toBe(400);
    expect((await adminClient.post('/api/sami', { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await api(t.app).post('/api/sami', body)).statusCode).toBe(401);
  });
});

describe('PUT /sami/{answerId}', () => {
  it("stores the advisor's final answer against the version (428 without If-Match, 412 when stale), audited", async () => {
    const { advisor, participant } = await advisorWithParticipant(t);
    const client = api(t.app, { token: advisor.token });
    const draft = answerOf(
      await client.post('/api/sami', { targetProfileId: participant.profile.id, question: 'Program?' }),
    );
    const url = `/api/sami/${draft.answerId}`;
    expect((await client.put(url, { finalAnswer: 'She is in Healthy Steps.' })).statusCode).toBe(428);
    const saved = await client.put(url, { finalAnswer: '  She is in Healthy Steps.  ' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    expect(answerOf(saved)).toMatchObject({
      finalAnswer: 'She is in Healthy Steps.',
      version: 2,
      answer: draft.answer,
    });
    const stale = await client.put(url, { finalAnswer: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ current: { finalAnswer: 'She is in Healthy Steps.', version: 2 } });
    expect((await client.put(url, { finalAnswer: '' }, { 'if-match': 'W/"2"' })).statusCode).toBe(400);
    expect((await client.put(url, { finalAnswer: 'x' }, { 'if-match': 'nonsense' })).statusCode).toBe(400);
    expect((await auditRows(db(), 'sami_answer', draft.answerId)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);
  });

  it('lets admins save it too; a colleague who did not ask gets 403; other tenants and unknown ids 404', async () => {
    const { advisor, participant, company } = await advisorWithParticipant(t);
    const draft = answerOf(
      await api(t.app, { token: advisor.token }).post('/api/sami', {
        targetProfileId: participant.profile.id,
        question: 'Program?',
      }),
    );
    const url = `/api/sami/${draft.answerId}`;
    const colleague = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const refused = await api(t.app, { token: colleague.token }).put(
      url,
      { finalAnswer: 'Mine' },
      { 'if-match': 'W/"1"' },
    );
    expect(refused.statusCode).toBe(403);

    const brainAdmin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const brain = api(t.app, { token: brainAdmin.token, host: 'brain' });
    expect((await brain.put(url, { finalAnswer: 'Mine' }, { 'if-match': 'W/"1"' })).statusCode).toBe(404);

    const admin = await signedIn(t, { roleId: Role.Admin });
    const adminClient = api(t.app, { token: admin.token });
    const saved = await adminClient.put(url, { finalAnswer: 'Reviewed' }, { 'if-match': 'W/"1"' });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved).finalAnswer).toBe('Reviewed');
    expect(
      (await adminClient.put('/api/sami/999999999', { finalAnswer: 'x' }, { 'if-match': 'W/"1"' })).statusCode,
    ).toBe(404);
    const self = await signedIn(t, { roleId: Role.Participant });
    expect(
      (await api(t.app, { token: self.token }).put(url, { finalAnswer: 'x' }, { 'if-match': 'W/"2"' })).statusCode,
    ).toBe(403);
  });
});
