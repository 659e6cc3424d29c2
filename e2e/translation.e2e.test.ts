import { randomUUID } from 'node:crypto';
import type { ParticipantCourse, Profile } from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { ChatPage } from './support/pages/ChatPages.js';
import { accessClaims, apiFromPage } from './support/session.js';

const e2e = setupE2E();

/**
 * Translation and speech offline (issue 30): the server runs apertium and espeak-ng (.ci/run installs them).
 * Without them both actions are hidden (the web and API tests cover that), and this test has nothing to do.
 */
describe('translation and speech', { timeout: 180_000 }, () => {
  it("an advisor translates their participant's Spanish message into English and hears a course step read aloud", async (ctx) => {
    const advisor = await signInAs(e2e, demoEmail('advisor'), { path: '/chat' });
    const [translation, speech] = await Promise.all([
      apiFromPage<{ available: boolean }>(advisor.page, 'GET', '/translations/availability'),
      apiFromPage<{ available: boolean }>(advisor.page, 'GET', '/text-to-speech/availability'),
    ]);
    if (!translation.body.available || !speech.body.available) {
      ctx.skip('apertium (apertium-eng-spa) or espeak-ng is not installed on this machine');
    }
    const participant = await signInAs(e2e, demoEmail('participant'));
    const claims = await accessClaims(participant.page);
    const profile = await apiFromPage<Profile>(participant.page, 'GET', `/profiles/${claims.profile_id}`);
    const chat = new ChatPage(advisor.page, advisor.shell);
    await chat.startDirect(`${profile.body.firstName} ${profile.body.lastName}`);

    // The participant writes in Spanish (their portal sends its language with the message).
    const advisorProfileId = (await accessClaims(advisor.page)).profile_id;
    const chats = await apiFromPage<{
      chats: { id: string; isDirectMessage: boolean; chatMembers: { profileId: number }[] }[];
    }>(participant.page, 'GET', '/chats');
    const direct = chats.body.chats.find(
      (c) => c.isDirectMessage && c.chatMembers.some((m) => m.profileId === advisorProfileId),
    );
    const tag = unique();
    const text = `Hoy caminé treinta minutos y me duele la cabeza. ${tag}`;
    const sent = await apiFromPage(participant.page, 'POST', `/chats/${direct!.id}/messages`, {
      clientId: randomUUID(),
      text,
      lng: 'es',
    });
    expect(sent.status).toBe(201);

    // The advisor reads it live and translates it: English under the Spanish, and back.
    const message = chat.message(tag);
    await message.getByRole('button', { name: chat.text('translation.translate') }).click();
    const translated = message.getByRole('region', {
      name: chat.text('translation.translatedFrom.es'),
    });
    await expect.poll(async () => translated.innerText(), { timeout: 20_000 }).toMatch(/head/i);
    await expect.poll(async () => translated.innerText()).toMatch(/minutes/i);

    // A step of the participant's course, read aloud to the advisor.
    const courses = await apiFromPage<{ content: ParticipantCourse[] }>(
      advisor.page,
      'GET',
      `/participants/${claims.user_id}/courses`,
    );
    const course = courses.body.content[0]!;
    await advisor.page.goto(e2e.url(`/participants/${claims.user_id}/courses/${course.course.id}`));
    await advisor.shell.waitForReady();
    await advisor.shell.main.locator('.MuiAccordionSummary-root').first().click();
    const spoken = advisor.page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/text-to-speech' && r.request().method() === 'POST',
    );
    await advisor.shell.main
      .getByRole('button', { name: advisor.shell.text('speech.readAloud') })
      .first()
      .click();
    const answer = await spoken;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^audio\/(ogg|wav)$/);
    const player = advisor.shell.main.getByLabel(advisor.shell.text('speech.player'));
    await expect.poll(async () => player.getAttribute('src')).toMatch(/^blob:/);
  });
});
