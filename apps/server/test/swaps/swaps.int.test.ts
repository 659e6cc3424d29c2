import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  FileType,
  notificationTarget,
  Role,
  SWAPS_CHANGED_EVENT,
  type Directory,
  type MediaInUseError,
  type Swap,
} from '@stride/contracts';
import { mlResources } from '../../src/modules/library/library.table.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { forgetSwapsOf } from '../../src/modules/swaps/forget.js';
import { swapEntries, swapProgress, swaps } from '../../src/modules/swaps/swaps.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { eventually, json } from '../support/http.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { buildResource, pdfBytes, pngBytes, uploadStorageFile } from '../library/support.js';
import { client } from '../calendar/calendar-support.js';
import { newSwap, pdfText, swapPractice } from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

const swapCount = async (participantProfileId: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(swaps)
      .where(eq(swaps.participantProfileId, participantProfileId))
  )[0]!.n;
const resourceCount = async (ownerProfileId: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mlResources)
      .where(eq(mlResources.ownerProfileId, ownerProfileId))
  )[0]!.n;

const days = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `2026-03-${String(from + i).padStart(2, '0')}`);

describe('swaps: create, list, read', () => {
  it('creates from multipart with a picture, repeatGoal 1 by default, and lists by status and dates', async () => {
    const p = await swapPractice(t);
    const res = await p.staff.multipart(
      'POST',
      p.base,
      multipartBody(
        {
          model: {
            description: 'Swap crisps for fruit in the afternoon',
            goal: 'An apple at 4 pm',
            impactLevel: 4,
            difficultLevel: 3,
          },
        },
        { file: { name: 'apple.png', type: 'image/png', data: await pngBytes() } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = json<Swap>(res);
    expect(made).toMatchObject({
      participantProfileId: p.participant.profile.id,
      description: 'Swap crisps for fruit in the afternoon',
      goal: 'An apple at 4 pm',
      tactic: '',
      repeatGoal: 1,
      status: 'NEW',
      impactLevel: 4,
      difficultLevel: 3,
      progress: [],
      progressCount: 0,
      entries: [],
      nextStatuses: ['IN_PROGRESS', 'REJECTED'],
      media: { fileTypeId: FileType.Image },
    });
    expect(made.media!.fileUrl).toMatch(/^\/api\/files\//);
    expect(res.headers.etag).toBe(`W/"${made.version}"`);

    // JSON too; the participant adds one of their own.
    const walk = await p.me.ok<Swap>(
      'POST',
      p.base,
      newSwap('Take the stairs', { status: 'IN_PROGRESS', repeatGoal: 3 }),
      201,
    );
    expect(walk).toMatchObject({ status: 'IN_PROGRESS', repeatGoal: 3, createdByProfileId: p.participant.profile.id });

    const all = await p.staff.ok<{ items: Swap[] }>('GET', p.base);
    expect(all.items.map((s) => s.description)).toEqual(['Take the stairs', 'Swap crisps for fruit in the afternoon']);
    const started = await p.staff.ok<{ items: Swap[] }>('GET', `${p.base}?status=IN_PROGRESS`);
    expect(started.items.map((s) => s.id)).toEqual([walk.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await p.me.ok<{ items: Swap[] }>('GET', `${p.base}?from=${today}&to=${today}`)).items).toHaveLength(2);
    expect((await p.me.ok<{ items: Swap[] }>('GET', `${p.base}?to=2020-01-01`)).items).toHaveLength(0);
    await p.me.refused(400, 'GET', `${p.base}?from=2026-05-02&to=2026-05-01`);
    await p.me.refused(400, 'GET', `${p.base}?status=LATER`);

    const one = await p.me.ok<Swap>('GET', `${p.base}/${made.id}`);
    expect(one.description).toBe('Swap crisps for fruit in the afternoon');
  });
});

describe('swaps: library media', () => {
  it('takes a library file or an upload of the queue; the library refuses to delete a file a swap shows', async () => {
    const p = await swapPractice(t);
    const main = await p.staff.ok<Directory>('GET', '/ml/directories/main');
    const file = await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: p.advisor.profile.id,
      title: 'Fruit bowl',
    });
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Fruit bowl on the desk', { resourceId: file.id }), 201);
    expect(s.media).toMatchObject({ resourceId: file.id, title: 'Fruit bowl' });
    const refused = await p.staff.send('DELETE', `/ml/directories/${main.id}/items/${file.id}`, { force: true }, 1);
    expect(refused.statusCode).toBe(409);
    expect(json<MediaInUseError>(refused).filelist[0]!.utilizations).toEqual([
      {
        utilizationType: 'SWAP',
        eligibleForRemoval: false,
        metadata: {
          participantName: p.name,
          participantProfileId: String(p.participant.profile.id),
          name: 'Fruit bowl on the desk',
        },
      },
    ]);
    // The participant's photo through the upload queue, on an entry.
    const storageFileId = await uploadStorageFile(t, p.participant.token, {
      name: 'plate.png',
      type: 'image/png',
      data: await pngBytes(),
    });
    const noted = await p.me.ok<Swap>('POST', `${p.base}/${s.id}/entry`, { content: 'My plate', storageFileId }, 201);
    expect(noted.entries[0]!.media).toMatchObject({ fileTypeId: FileType.Image });
    // A library file of someone else's library: refused.
    const other = await swapPractice(t);
    await other.staff.refused(400, 'POST', other.base, newSwap('Not mine', { resourceId: file.id }));
  });
});

describe('swaps: progress and status transitions', () => {
  it('5 days of a repeat goal of 5: DONE refused before, allowed then; over the goal is shown; undo reopens', async () => {
    const p = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Water instead of soda', { repeatGoal: 5 }), 201);
    // Only the participant records progress.
    await p.staff.refused(403, 'POST', `${p.base}/${s.id}/progress`, { date: '2026-03-01' });
    let swap = s;
    for (const [i, date] of days(4).entries()) {
      swap = await p.me.ok<Swap>('POST', `${p.base}/${s.id}/progress`, { date });
      expect(swap.progressCount).toBe(i + 1);
    }
    expect(swap.status).toBe('IN_PROGRESS'); // the first day started it
    expect(swap.nextStatuses).not.toContain('DONE');
    const early = await p.staff.refused(409, 'PUT', `${p.base}/${s.id}`, { status: 'DONE' }, swap.version);
    expect(early.message).toContain('done on 5 day(s); it has 4');
    // The same day again changes nothing.
    const again = await p.me.ok<Swap>('POST', `${p.base}/${s.id}/progress`, { date: '2026-03-04' });
    expect(again.progressCount).toBe(4);
    swap = await p.me.ok<Swap>('POST', `${p.base}/${s.id}/progress`, { date: '2026-03-05' });
    expect(swap).toMatchObject({ progressCount: 5, progress: days(5) });
    expect(swap.nextStatuses).toContain('DONE');
    const done = await p.staff.ok<Swap>('PUT', `${p.base}/${s.id}`, { status: 'DONE' }, 200, swap.version);
    expect(done.status).toBe('DONE');
    // Over the goal: counted and shown.
    const more = await p.me.ok<Swap>('POST', `${p.base}/${s.id}/progress`, { date: '2026-03-06' });
    expect(more).toMatchObject({ status: 'DONE', progressCount: 6 });
    await p.me.ok<Swap>('DELETE', `${p.base}/${s.id}/progress/2026-03-06`);
    const undone = await p.me.ok<Swap>('DELETE', `${p.base}/${s.id}/progress/2026-03-05`);
    expect(undone).toMatchObject({ status: 'IN_PROGRESS', progressCount: 4 });
    await p.me.refused(404, 'DELETE', `${p.base}/${s.id}/progress/2026-03-05`);
    // A day that has not come, or not a date.
    await p.me.refused(400, 'POST', `${p.base}/${s.id}/progress`, { date: '2099-01-01' });
    await p.me.refused(400, 'POST', `${p.base}/${s.id}/progress`, { date: '2026-02-30x' });
  });

  it('REJECTED needs a reason; a rejected swap takes no progress and may become NEW again', async () => {
    const p = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Fruit for dessert'), 201);
    const noReason = await p.staff.refused(400, 'PUT', `${p.base}/${s.id}`, { status: 'REJECTED' }, s.version);
    expect(noReason.details?.[0]?.path).toBe('body.rejectedReason');
    const rejected = await p.staff.ok<Swap>(
      'PUT',
      `${p.base}/${s.id}`,
      { status: 'REJECTED', rejectedReason: 'Not the right moment' },
      200,
      s.version,
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectedReason: 'Not the right moment',
      nextStatuses: ['NEW', 'IN_PROGRESS'],
    });
    await p.me.refused(409, 'POST', `${p.base}/${s.id}/progress`, { date: '2026-03-01' });
    const toDone = await p.staff.refused(409, 'PUT', `${p.base}/${s.id}`, { status: 'DONE' }, rejected.version);
    expect(toDone.message).toContain('REJECTED cannot become DONE');
    const back = await p.staff.ok<Swap>('PUT', `${p.base}/${s.id}`, { status: 'NEW' }, 200, rejected.version);
    expect(back).toMatchObject({ status: 'NEW', rejectedReason: null });
    // A new swap starts NEW or IN_PROGRESS.
    await p.staff.refused(409, 'POST', p.base, newSwap('Straight to done', { status: 'DONE' }));
    // The participant changes the status of theirs, not the fields of a swap staff added.
    const started = await p.me.ok<Swap>('PUT', `${p.base}/${s.id}`, { status: 'IN_PROGRESS' }, 200, back.version);
    await p.me.refused(403, 'PUT', `${p.base}/${s.id}`, { description: 'Mine now' }, started.version);
    // A PUT of the GET's answer with one change is accepted.
    const edited = await p.staff.ok<Swap>(
      'PUT',
      `${p.base}/${s.id}`,
      { ...started, goal: 'A pear' },
      200,
      started.version,
    );
    expect(edited.goal).toBe('A pear');
  });
});

describe('swaps: entries, notifications, realtime', () => {
  it('the participant’s entry with a picture notifies the advisor (target ?id=) and both sides are told', async () => {
    const p = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Walk after lunch'), 201);
    const emits = vi.spyOn(t.app.platform.realtime, 'emitMany');
    const res = await p.me.multipart(
      'POST',
      `${p.base}/${s.id}/entry`,
      multipartBody(
        { model: { content: 'Did it with a friend', impactLevel: 5, difficultLevel: 2 } },
        { file: { name: 'walk.png', type: 'image/png', data: TINY_PNG } },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const swap = json<Swap>(res);
    expect(swap.entries).toHaveLength(1);
    expect(swap.entries[0]).toMatchObject({
      authorProfileId: p.participant.profile.id,
      byParticipant: true,
      content: 'Did it with a friend',
      impactLevel: 5,
      difficultLevel: 2,
      media: { fileTypeId: FileType.Image },
    });
    const row = await eventually(async () => {
      const [n] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.advisor.user.id), eq(notifications.type, 'SWAP')));
      return n;
    });
    expect(row.parameters).toMatchObject({ swapId: s.id });
    expect(notificationTarget({ ...row, parameters: row.parameters as object }, p.participant.user.id)).toBe(
      `/participants/${p.participant.user.id}/swaps?id=${s.id}`,
    );
    const told = emits.mock.calls.flatMap(([e]) => e).find((e) => e.event === SWAPS_CHANGED_EVENT);
    expect(told?.payload).toEqual({ participantProfileId: p.participant.profile.id, swapId: s.id });
    expect(told?.rooms).toEqual(
      expect.arrayContaining([`user:default:${p.participant.user.uuid}`, `user:default:${p.advisor.user.uuid}`]),
    );
    emits.mockRestore();

    // Staff write notes too (no notification to themselves); an empty entry is refused.
    const noted = await p.staff.ok<Swap>('POST', `${p.base}/${s.id}/entry`, { content: 'Great start' }, 201);
    expect(noted.entries.map((e) => [e.content, e.byParticipant])).toEqual([
      ['Did it with a friend', true],
      ['Great start', false],
    ]);
    await p.me.refused(400, 'POST', `${p.base}/${s.id}/entry`, { content: '  ' });
    const count = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, p.advisor.user.id), eq(notifications.type, 'SWAP')));
    expect(count[0]!.n).toBe(1);
  });
});

describe('swaps: flags, people and bad input', () => {
  it('off (participant or company) hides them, never deletes; on again shows the old ones', async () => {
    const p = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('No phone at dinner'), 201);
    await p.setFlags({ participant: false });
    await p.staff.refused(404, 'GET', p.base);
    await p.me.refused(404, 'GET', `${p.base}/${s.id}`);
    await p.staff.refused(404, 'POST', p.base, newSwap('Hidden'));
    expect(await swapCount(p.participant.profile.id)).toBe(1);
    await p.setFlags({ participant: true, company: false });
    await p.me.refused(404, 'POST', `${p.base}/${s.id}/progress`, { date: '2026-03-01' });
    await p.setFlags({ company: true });
    expect((await p.me.ok<{ items: Swap[] }>('GET', p.base)).items.map((i) => i.id)).toEqual([s.id]);
  });

  it('another participant’s swap, another practice, another tenant: 404; stale version: 412', async () => {
    const p = await swapPractice(t);
    const q = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Tea instead of coffee'), 201);
    // The swap under another participant's path; the other practice's advisor; the other participant.
    await q.me.refused(404, 'GET', `${q.base}/${s.id}`);
    await q.staff.refused(404, 'GET', `${p.base}/${s.id}`);
    await q.me.refused(404, 'GET', p.base);
    await q.me.refused(404, 'POST', `${p.base}/${s.id}/entry`, { content: 'Not mine' });
    const brainCompany = await buildCompany(db(), 'brain', { swapAvailable: true });
    const brainAdvisor = await signedIn(t, { roleId: Role.Advisor, companyId: brainCompany.id, tenantId: 'brain' });
    const other = client(t, brainAdvisor.token, 'brain');
    await other.refused(404, 'GET', `${p.base}/${s.id}`);
    await other.refused(404, 'GET', p.base);

    const changed = await p.staff.ok<Swap>(
      'PUT',
      `${p.base}/${s.id}`,
      { tactic: 'Keep tea by the kettle' },
      200,
      s.version,
    );
    const stale = await p.staff.send('PUT', `${p.base}/${s.id}`, { tactic: 'Old' }, s.version);
    expect(stale.statusCode).toBe(412);
    await p.staff.refused(412, 'DELETE', `${p.base}/${s.id}`, undefined, s.version);
    expect((await p.staff.send('DELETE', `${p.base}/${s.id}`, undefined, changed.version)).statusCode).toBe(204);
    await p.staff.refused(404, 'GET', `${p.base}/${s.id}`);
  });

  it('an impact out of range, a file that is not a picture: a clear 4xx and nothing stored', async () => {
    const p = await swapPractice(t);
    const before = await resourceCount(p.advisor.profile.id);
    const bad = await p.staff.refused(400, 'POST', p.base, newSwap('Too much', { impactLevel: 6 }));
    expect(bad.details?.[0]).toMatchObject({ message: 'A level from 1 to 5' });
    await p.staff.refused(400, 'POST', p.base, newSwap('Nothing', { difficultLevel: 0 }));
    await p.staff.refused(400, 'POST', p.base, { ...newSwap(''), description: '' });
    const pdf = await p.staff.multipart(
      'POST',
      p.base,
      multipartBody(
        { model: newSwap('With a PDF') },
        { file: { name: 'plan.pdf', type: 'application/pdf', data: pdfBytes() } },
      ),
    );
    expect(pdf.statusCode, pdf.body).toBe(415);
    const badModel = await p.staff.multipart(
      'POST',
      p.base,
      multipartBody(
        { model: newSwap('Level 9', { impactLevel: 9 }) },
        { file: { name: 'a.png', type: 'image/png', data: TINY_PNG } },
      ),
    );
    expect(badModel.statusCode).toBe(400);
    expect(await swapCount(p.participant.profile.id)).toBe(0);
    expect(await resourceCount(p.advisor.profile.id)).toBe(before);
    // An entry with a PDF: refused, nothing kept.
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Fruit'), 201);
    const entry = await p.me.multipart(
      'POST',
      `${p.base}/${s.id}/entry`,
      multipartBody(
        { model: { content: 'See attached' } },
        { file: { name: 'x.pdf', type: 'application/pdf', data: pdfBytes() } },
      ),
    );
    expect(entry.statusCode).toBe(415);
    expect(await resourceCount(p.participant.profile.id)).toBe(0);
    expect((await p.me.ok<Swap>('GET', `${p.base}/${s.id}`)).entries).toEqual([]);
  });
});

describe('swaps: the PDF', () => {
  it('in English and Spanish: the participant, every swap, progress against the goal, the tenant’s words', async () => {
    const p = await swapPractice(t, { firstName: 'Marta' });
    const fruit = await p.staff.multipart(
      'POST',
      p.base,
      multipartBody(
        { model: newSwap('Swap crisps for fruit in the afternoon', { repeatGoal: 5 }) },
        { file: { name: 'fruit.png', type: 'image/png', data: await pngBytes(320, 240) } },
      ),
    );
    const fruitId = json<Swap>(fruit).id;
    for (const date of days(5)) await p.me.ok('POST', `${p.base}/${fruitId}/progress`, { date });
    await p.me.ok('POST', `${p.base}/${fruitId}/entry`, { content: 'An apple every day this week' }, 201);
    await p.staff.ok('POST', p.base, newSwap('Stairs instead of the lift'), 201);

    const en = await p.staff.send('POST', `${p.base}/generate-pdf`, { lang: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="heroic-choices-marta-.*\.pdf"$/);
    const text = pdfText(en.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(p.name);
    expect(text).toContain('Swap crisps for fruit in the afternoon');
    expect(text).toContain('Stairs instead of the lift');
    expect(text).toContain('Heroic Choices');
    expect(text).toContain('5 / 5');
    expect(text).toContain('An apple every day this week');
    expect(text).toMatch(/Progress.*Impact.*Difficulty/);

    const es = await p.me.send('POST', `${p.base}/generate-pdf`, { lang: 'es', statusFilter: 'IN_PROGRESS' });
    expect(es.statusCode).toBe(200);
    const texto = pdfText(es.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain(p.name);
    expect(texto).toContain('Elecciones heroicas');
    expect(texto).toContain('Swap crisps for fruit in the afternoon');
    expect(texto).not.toContain('Stairs instead of the lift');
    expect(texto).toMatch(/Progreso.*Impacto.*Dificultad/);
    expect(texto).toContain('Entradas');
    expect(texto).toContain('En curso');

    await p.me.refused(400, 'POST', `${p.base}/generate-pdf`, { lang: 'fr' });
    await p.setFlags({ participant: false });
    await p.staff.refused(404, 'POST', `${p.base}/generate-pdf`, {});
  });
});

describe('swaps: a deleted account', () => {
  it('takes the participant’s swaps, their days and entries, and a staff member’s notes', async () => {
    const p = await swapPractice(t);
    const s = await p.staff.ok<Swap>('POST', p.base, newSwap('Early nights'), 201);
    await p.me.ok('POST', `${p.base}/${s.id}/progress`, { date: '2026-03-01' });
    await p.me.ok('POST', `${p.base}/${s.id}/entry`, { content: 'Slept well' }, 201);
    const q = await swapPractice(t);
    const other = await q.staff.ok<Swap>('POST', q.base, newSwap('Kept'), 201);
    await q.staff.ok('POST', `${q.base}/${other.id}/entry`, { content: 'Staff note' }, 201);
    const gone = await forgetSwapsOf(db(), 'default', p.participant.profile.id);
    expect(gone).toEqual({ swaps: 1, entries: 0 });
    expect(await db().select().from(swapProgress).where(eq(swapProgress.swapId, s.id))).toEqual([]);
    expect(await db().select().from(swapEntries).where(eq(swapEntries.swapId, s.id))).toEqual([]);
    expect(await forgetSwapsOf(db(), 'default', q.advisor.profile.id)).toEqual({ swaps: 0, entries: 1 });
    expect(await swapCount(q.participant.profile.id)).toBe(1);
  });
});
