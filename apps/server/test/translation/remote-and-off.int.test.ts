import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

/**
 * The configured engines (a LibreTranslate-compatible server at TRANSLATE_URL, an OpenAI-compatible speech
 * endpoint at SPEECH_URL: one stand-in here), and a server with both turned off (TRANSLATION=off, SPEECH=off).
 */
const seen: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
const standIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    seen.push({ url: req.url, authorization: req.headers.authorization, body });
    if (req.url === '/translate') {
      if (body.target === 'de') {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'de is not supported' }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ translatedText: `[${String(body.target)}] ${String(body.q)}` }));
    }
    res.writeHead(200, { 'content-type': 'audio/ogg' });
    res.end(Buffer.from('OggS fake opus'));
  });
});

let remote: TestApp;
let off: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  remote = await createTestApp({ TRANSLATE_URL: base, SPEECH_URL: `${base}/v1`, SPEECH_API_KEY: 'sk-test' });
  off = await createTestApp({ TRANSLATION: 'off', SPEECH: 'off' });
});
afterAll(async () => {
  await remote.close();
  await off.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('the configured engines', () => {
  it('translates through the LibreTranslate-compatible server, any pair it takes; its 400 is ours', async () => {
    const advisor = await signedIn(remote, { roleId: Role.Advisor });
    const client = api(remote.app, { token: advisor.token });
    const res = await client.post('/api/translations', { text: 'Bonjour', sourceLanguage: 'fr' });
    expect(json(res)).toEqual({ text: '[en] Bonjour', sourceLanguage: 'fr', targetLanguage: 'en' });
    expect(seen.at(-1)).toMatchObject({
      url: '/translate',
      body: { q: 'Bonjour', source: 'fr', target: 'en', format: 'text' },
    });
    const refused = await client.post('/api/translations', {
      text: 'Bonjour',
      sourceLanguage: 'fr',
      targetLanguage: 'de',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
    expect(json(await client.get('/api/translations/availability'))).toMatchObject({ available: true, pairs: null });
  });

  it('reads aloud through the OpenAI-compatible endpoint (Ogg/Opus), with its key', async () => {
    const participant = await signedIn(remote, { roleId: Role.Participant });
    const res = await api(remote.app, { token: participant.token }).post('/api/text-to-speech', {
      text: 'Hello there',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    expect(res.rawPayload.toString()).toBe('OggS fake opus');
    expect(seen.at(-1)).toMatchObject({
      url: '/v1/audio/speech',
      authorization: 'Bearer sk-test',
      body: { model: 'tts-1', input: 'Hello there', voice: 'nova', response_format: 'opus' },
    });
  });
});

describe('without engines', () => {
  it('answers 503 with a clear message, and says so to the portal (which hides the actions)', async () => {
    const advisor = await signedIn(off, { roleId: Role.Advisor });
    const client = api(off.app, { token: advisor.token });
    const translation = await client.post('/api/translations', { text: 'Hola', sourceLanguage: 'es' });
    expect(translation.statusCode).toBe(503);
    expect(json(translation)).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      message: 'Translation is not available on this server.',
    });
    const speech = await client.post('/api/text-to-speech', { text: 'Hello', language: 'en' });
    expect(speech.statusCode).toBe(503);
    expect(json(speech)).toEqual({
      code: 'ENGINE_UNAVAILABLE',
      message: 'Reading aloud is not available on this server.',
    });
    expect(json(await client.get('/api/translations/availability'))).toMatchObject({ available: false });
    expect(json(await client.get('/api/text-to-speech/availability'))).toMatchObject({ available: false });
  });
});
