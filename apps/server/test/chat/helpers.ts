import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { ChatEvent, Role, type ChatMessage } from '@stride/contracts';
import type { TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

export type Person = Awaited<ReturnType<typeof signedIn>> & { api: ReturnType<typeof api> };

const withApi = (t: TestApp, p: Awaited<ReturnType<typeof signedIn>>): Person => ({
  ...p,
  api: api(t.app, { token: p.token }),
});

/** A practice with an advisor and their participant, both signed in. */
export async function practice(t: TestApp) {
  const company = await buildCompany(t.app.platform.db, 'default');
  const advisor = withApi(t, await signedIn(t, { roleId: Role.Advisor, companyId: company.id }));
  const participant = withApi(
    t,
    await signedIn(t, { roleId: Role.Participant, companyId: company.id, advisorProfileId: advisor.profile.id }),
  );
  return { company, advisor, participant };
}

export async function person(t: TestApp, o: Parameters<typeof signedIn>[1]) {
  return withApi(t, await signedIn(t, o));
}

/** Another participant of the practice's advisor, signed in. */
export const participantOf = (t: TestApp, { company, advisor }: { company: { id: number }; advisor: Person }) =>
  person(t, { roleId: Role.Participant, companyId: company.id, advisorProfileId: advisor.profile.id });

/** The direct channel of two people (made or found). */
export async function directChannel(from: Person, to: Person): Promise<string> {
  const res = await from.api.post('/api/chats', { isDirectMessage: true, chatMembers: [to.profile.id] });
  if (res.statusCode >= 300) throw new Error(`POST /api/chats: ${res.statusCode} ${res.body}`);
  return json<{ id: string }>(res).id;
}

export const send = (p: Person, channelId: string, body: Record<string, unknown> = {}) =>
  p.api.post(`/api/chats/${channelId}/messages`, { clientId: randomUUID(), text: 'Hello', ...body });

/** The tabs opened by a test, closed after it. */
const openTabs: Socket[] = [];
afterEach(() => {
  for (const s of openTabs.splice(0)) s.disconnect();
});

/** A browser tab: connects with the person's token and resolves once its channel rooms are joined. */
export function tab(url: string, p: Person): Promise<{ socket: Socket; seen: Array<[string, unknown]> }> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: p.token },
    extraHeaders: { host: 'localhost:8080' },
  });
  openTabs.push(socket);
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return new Promise((resolve, reject) => {
    socket.once(ChatEvent.Ready, () => resolve({ socket, seen }));
    socket.once('connect_error', reject);
  });
}

/** The texts of the messages a tab received, in order. */
export const receivedTexts = (seen: Array<[string, unknown]>) =>
  seen.filter(([e]) => e === ChatEvent.Message).map(([, m]) => (m as ChatMessage).text);

/** Serves the test app on a free port: its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
