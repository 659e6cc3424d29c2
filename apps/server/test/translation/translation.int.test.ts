import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role, TRANSLATION_MAX_LENGTH, TRANSLATION_RATE_LIMIT } from '@stride/contracts';
import { translatedStrings } from '../../src/modules/translation/translation.table.js';
import { apertiumEngine, detectTranslationEngine } from '../../src/modules/translation/translation.engines.js';
import { textHash } from '../../src/modules/translation/translation.service.js';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

/** Apertium with apertium-eng-spa's modes, as the server finds it at start (.ci/run installs both). */
const apertium = await detectTranslationEngine({ TRANSLATION: 'auto' });
const SKIP = 'skipped: apertium with apertium-eng-spa (modes eng-spa, spa-eng) is not installed';

const t = useTestApp();

describe.skipIf(!apertium)(`POST /translations with Apertium${apertium ? '' : ` (${SKIP})`}`, () => {
  it("translates a participant's Spanish into the staff member's language, and keeps it by the text's hash", async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const text = 'Hoy caminé treinta minutos y me duele la cabeza.';
    const res = await api(t.app, { token: advisor.token }).post('/api/translations', { text, sourceLanguage: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{ text: string; sourceLanguage: string; targetLanguage: string }>(res);
    expect(answer).toMatchObject({ sourceLanguage: 'es', targetLanguage: 'en' });
    expect(answer.text).toMatch(/head/i);
    expect(answer.text).toMatch(/minutes/i);

    const rows = await t.app.platform.db
      .select()
      .from(translatedStrings)
      .where(eq(translatedStrings.textHash, textHash(text)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: 'default', engine: 'apertium', sourceLanguage: 'es' });
    expect(rows[0]!.translations).toEqual({ en: answer.text });
    // The source text is not kept: only its hash.
    expect(JSON.stringify(rows[0])).not.toContain('caminé');
  });

  it('answers a repeat from the cache without running Apertium', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const text = 'Comí una manzana.';
    const client = api(t.app, { token: advisor.token });
    expect(
      (await client.post('/api/translations', { text, sourceLanguage: 'es', targetLanguage: 'en' })).statusCode,
    ).toBe(200);
    // What the engine would never say: the second answer can only come from the cached row.
    await t.app.platform.db
      .update(translatedStrings)
      .set({ translations: { en: 'From the cache' } })
      .where(and(eq(translatedStrings.textHash, textHash(text)), eq(translatedStrings.tenantId, 'default')));
    const again = await client.post('/api/translations', { text, sourceLanguage: 'es', targetLanguage: 'en' });
    expect(json(again)).toMatchObject({ text: 'From the cache' });
    // Another tenant's cache is its own: brain translates it again.
    const brainAdvisor = await signedIn(t, { roleId: Role.Advisor, tenantId: 'brain' });
    const brain = await api(t.app, { token: brainAdvisor.token, host: 'brain' }).post('/api/translations', {
      text,
      sourceLanguage: 'es',
    });
    expect(json<{ text: string }>(brain).text).not.toBe('From the cache');
  });

  it('translates shell metacharacters literally: the text never reaches a shell', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const marker = path.join(t.dataDir, 'pwned');
    const text = `Hola $(touch ${marker}) ; \`touch ${marker}\` | rm -rf / && adiós`;
    const res = await api(t.app, { token: advisor.token }).post('/api/translations', { text, sourceLanguage: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const translated = json<{ text: string }>(res).text;
    // Apertium may change the case of a word of the path, never the characters a shell would run.
    expect(translated).toMatch(/^Hello \$\(touch \S+\) ; `touch \S+` \| rm -rf \/ && goodbye$/);
    expect(existsSync(marker)).toBe(false);
  });

  it('kills Apertium past its time limit: a 503 the person may retry', async () => {
    const quick = apertiumEngine(apertium!.pairs!, 50);
    await expect(quick.translate('Buenos días', 'es', 'en')).rejects.toMatchObject({
      statusCode: 503,
      code: 'ENGINE_FAILED',
      message: 'Translation took too long. Please try again!',
    });
  });

  it("tells staff it translates English and Spanish; a participant is refused (staff's tool)", async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const res = await api(t.app, { token: advisor.token }).get('/api/translations/availability');
    expect(json(res)).toMatchObject({ available: true, maxLength: TRANSLATION_MAX_LENGTH });
    expect(json<{ pairs: unknown[] }>(res).pairs).toEqual(
      expect.arrayContaining([
        { source: 'en', target: 'es' },
        { source: 'es', target: 'en' },
      ]),
    );
    const participant = await signedIn(t, { roleId: Role.Participant });
    const refused = await api(t.app, { token: participant.token }).post('/api/translations', {
      text: 'Hola',
      sourceLanguage: 'es',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses empty and oversized text and languages it does not translate with a clear 400, and writes nothing', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: advisor.token });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '   ', sourceLanguage: 'es' }, 'body.text', 'Enter a text to translate.'],
      [
        { text: 'a'.repeat(TRANSLATION_MAX_LENGTH + 1), sourceLanguage: 'es' },
        'body.text',
        `The text is too long: at most ${TRANSLATION_MAX_LENGTH} characters.`,
      ],
      [{ text: 'Bonjour', sourceLanguage: 'fr' }, 'body.sourceLanguage', 'Texts in fr cannot be translated here.'],
      [
        { text: 'Hola', sourceLanguage: 'es', targetLanguage: 'de' },
        'body.targetLanguage',
        'Texts in es cannot be translated to de here.',
      ],
      [
        { text: 'Hola', sourceLanguage: 'es', targetLanguage: 'es' },
        'body.targetLanguage',
        'The text is already in that language.',
      ],
      [
        { text: 'Hola', sourceLanguage: 'Spanish' },
        'body.sourceLanguage',
        'Expected a language code such as en or es.',
      ],
    ];
    const before = await t.app.platform.db.$count(translatedStrings);
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/translations', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json<{ details: { path: string; message: string }[] }>(res).details).toContainEqual({
        path: field,
        message,
      });
    }
    expect(json(await client.post('/api/translations', { text: 'Bonjour', sourceLanguage: 'fr' }))).toMatchObject({
      code: 'UNSUPPORTED_LANGUAGE',
    });
    expect(await t.app.platform.db.$count(translatedStrings)).toBe(before);
  });

  it('limits each person to 30 calls a minute (429), whatever address they call from', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const other = await signedIn(t, { roleId: Role.Advisor });
    for (let i = 0; i < TRANSLATION_RATE_LIMIT.max; i++) {
      const from = `10.0.0.${i % 5}`;
      const res = await api(t.app, { token: advisor.token, from }).post('/api/translations', {
        text: '',
        sourceLanguage: 'es',
      });
      expect(res.statusCode).toBe(400);
    }
    const limited = await api(t.app, { token: advisor.token, from: '10.0.1.1' }).post('/api/translations', {
      text: 'Hola',
      sourceLanguage: 'es',
    });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Someone else, from the same address, is not limited by it.
    const fine = await api(t.app, { token: other.token, from: '10.0.0.1' }).post('/api/translations', {
      text: '',
      sourceLanguage: 'es',
    });
    expect(fine.statusCode).toBe(400);
  });
});
