import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Role, SPEECH_MAX_LENGTH } from '@stride/contracts';
import { detectSpeechEngine } from '../../src/modules/speech/speech.engines.js';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

/** espeak-ng as the server finds it at start (.ci/run installs it); with ffmpeg the audio is Ogg/Opus. */
const espeak = await detectSpeechEngine({ SPEECH: 'auto', SPEECH_MODEL: 'tts-1' });
const SKIP = 'skipped: espeak-ng is not installed';

const t = useTestApp();

/** The audio files kept for the tenant (the local store under DATA_DIR). */
const kept = (tenant: string) => {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'speech', tenant));
  } catch {
    return [];
  }
};

describe.skipIf(!espeak)(`POST /text-to-speech with espeak-ng${espeak ? '' : ` (${SKIP})`}`, () => {
  it('reads a course step aloud for a participant: audio of its type, kept and served again from the store', async () => {
    const participant = await signedIn(t, { roleId: Role.Participant, language: 'es' });
    const client = api(t.app, { token: participant.token });
    const body = { text: 'Camina diez minutos después de comer.', language: 'es' };
    const res = await client.post('/api/text-to-speech', body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { contentType } = espeak!.format;
    expect(res.headers['content-type']).toBe(contentType);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(contentType === 'audio/ogg' ? 'OggS' : 'RIFF');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    const files = kept('default');
    expect(files).toHaveLength(1);
    // The name is a hash: the text is not in it.
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.(ogg|wav)$/);

    const again = await client.post('/api/text-to-speech', body);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(bytes)).toBe(true);
    expect(kept('default')).toHaveLength(1);
    // Another voice is another audio.
    expect((await client.post('/api/text-to-speech', { ...body, voice: 'male' })).statusCode).toBe(200);
    expect(kept('default')).toHaveLength(2);
  });

  it('refuses empty and oversized text and a language espeak-ng does not speak with a clear 400', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: advisor.token });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: '', language: 'en' }, 'body.text', 'Enter a text to read aloud.'],
      [
        { text: 'a'.repeat(SPEECH_MAX_LENGTH + 1), language: 'en' },
        'body.text',
        `The text is too long: at most ${SPEECH_MAX_LENGTH} characters.`,
      ],
      [{ text: 'Hello', language: 'xx' }, 'body.language', 'Texts in xx cannot be read aloud here.'],
      [{ text: 'Hello', language: 'en', voice: 'robot' }, 'body.voice', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/text-to-speech', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json<{ details: unknown[] }>(res).details).toContainEqual({ path: field, message });
    }
    const availability = json(await client.get('/api/text-to-speech/availability'));
    expect(availability).toMatchObject({ available: true, maxLength: SPEECH_MAX_LENGTH });
    expect((availability as { languages: string[] }).languages).toEqual(expect.arrayContaining(['en', 'es']));
  });

  it('limits each person to 20 calls a minute (429)', async () => {
    const advisor = await signedIn(t, { roleId: Role.Advisor });
    const client = api(t.app, { token: advisor.token });
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await client.post('/api/text-to-speech', { text: '', language: 'en' })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
