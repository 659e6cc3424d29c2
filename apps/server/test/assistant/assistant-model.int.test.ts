import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMI_BUILTIN_LABEL } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { advisorWithParticipant, answerOf } from './support.js';

/** A tiny OpenAI-compatible server: answers chat completions, or fails with `status` when set. */
const model = {
  status: 200,
  requests: [] as { url?: string; authorization?: string; body: Record<string, unknown> }[],
};
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    model.requests.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(model.status, { 'content-type': 'application/json' });
    if (model.status !== 200) return res.end(JSON.stringify({ error: { message: 'overloaded' } }));
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'She follows her program well.' } }],
      }),
    );
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    ASSISTANT_URL: `http://127.0.0.1:${port}/v1`,
    ASSISTANT_MODEL: 'test-model',
    ASSISTANT_API_KEY: 'sk-test',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('POST /sami with an OpenAI-compatible endpoint', () => {
  it("asks the model with the participant's facts and a prompt that keeps it to them", async () => {
    model.status = 200;
    model.requests.length = 0;
    const { advisor, participant, name, resource } = await advisorWithParticipant(t);
    const res = await api(t.app, { token: advisor.token }).post('/api/sami', {
      targetProfileId: participant.profile.id,
      question: 'How is she doing?',
    });
    expect(res.statusCode).toBe(201);
    expect(answerOf(res)).toMatchObject({ source: 'model', answer: 'She follows her program well.', note: null });

    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('test-model');
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('ONLY the facts') });
    expect(messages[1]!.content).toContain(`Name: ${name}`);
    expect(messages[1]!.content).toContain(resource.title);
    expect(messages[1]!.content).toContain('Question: How is she doing?');
  });

  it('falls back to the built-in answer, with a note, when the endpoint fails (500)', async () => {
    model.status = 500;
    const { advisor, participant, program } = await advisorWithParticipant(t);
    const res = await api(t.app, { token: advisor.token }).post('/api/sami', {
      targetProfileId: participant.profile.id,
      question: 'Which program?',
    });
    expect(res.statusCode).toBe(201);
    const answer = answerOf(res);
    expect(answer.source).toBe('builtin');
    expect(answer.note).toBe('The language model was not used: it answered with status 500.');
    expect(answer.answer).toContain(program.name);
    expect(answer.answer).toContain(SAMI_BUILTIN_LABEL);
  });
});
