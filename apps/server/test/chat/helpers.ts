import { randomUUID } from 'node:crypto';
import { Role } from '@stride/contracts';
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
