import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Role, type ChatChannel } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { decodeJwt } from '../support/oidc.js';
import { inTenant } from '../../src/platform/db/tenant-scope.js';
import { actorFromClaims } from '../../src/platform/http/context.js';
import { ensureSprintChannel } from '../../src/modules/chat/channels.service.js';
import { directChannel, participantOf, person, practice, send } from './helpers.js';

const t = useTestApp();

describe('chat channels', () => {
  it('lists contacts both ways: advisor and their participant; never participant with participant', async () => {
    const { advisor, participant, company } = await practice(t);
    const other = await participantOf(t, { company, advisor });
    const mine = json<{ contacts: { profileId: number }[] }>(await advisor.api.get('/api/contacts'));
    expect(mine.contacts.map((c) => c.profileId)).toEqual(
      expect.arrayContaining([participant.profile.id, other.profile.id]),
    );
    const theirs = json<{ contacts: { profileId: number }[]; profilePreviews: unknown[] }>(
      await participant.api.get('/api/contacts'),
    );
    expect(theirs.contacts.map((c) => c.profileId)).toEqual([advisor.profile.id]);
    expect(theirs.profilePreviews).toHaveLength(1);
    // Role and e-mail beside the name: two people of the same name are told apart.
    const told = { roleId: Role.Advisor, email: advisor.user.email };
    expect(theirs.contacts[0]).toMatchObject(told);
    expect(theirs.profilePreviews[0]).toMatchObject(told);
    const res = await participant.api.post('/api/chats', { isDirectMessage: true, chatMembers: [other.profile.id] });
    expect(res.statusCode).toBe(400);
  });

  it('gives the same pair the same direct channel, from either side', async () => {
    const { advisor, participant } = await practice(t);
    const first = await advisor.api.post('/api/chats', {
      isDirectMessage: true,
      chatMembers: [participant.profile.id],
    });
    expect(first.statusCode).toBe(201);
    const again = await participant.api.post('/api/chats', {
      isDirectMessage: true,
      chatMembers: [advisor.profile.id],
    });
    expect(again.statusCode).toBe(200);
    expect(json<ChatChannel>(again).id).toBe(json<ChatChannel>(first).id);
    const two = await advisor.api.post('/api/chats', {
      isDirectMessage: true,
      chatMembers: [participant.profile.id, participant.profile.id + 100000],
    });
    expect(two.statusCode).toBe(400);
  });

  it('lists the actor’s chats by last message, with the personal channel apart; hides and restores', async () => {
    const { advisor, participant, company } = await practice(t);
    const second = await participantOf(t, { company, advisor });
    const a = await directChannel(advisor, participant);
    const b = await directChannel(advisor, second);
    await send(advisor, a);
    await send(advisor, b);
    const list = json<{ chats: ChatChannel[]; prvChatId: string; profilePreviews: unknown[] }>(
      await advisor.api.get('/api/chats'),
    );
    expect(list.prvChatId).toBe(`prv_${advisor.user.uuid}`);
    expect(list.chats.map((c) => c.id)).toEqual([b, a]);
    expect(list.profilePreviews).toHaveLength(3);
    const hidden = await advisor.api.put(`/api/chats/${b}/chatMembers`, { isHidden: true, pinned: true });
    expect(hidden.statusCode).toBe(200);
    expect(json<{ chats: ChatChannel[] }>(await advisor.api.get('/api/chats')).chats).toHaveLength(1);
    const all = json<{ chats: ChatChannel[] }>(await advisor.api.get('/api/chats?hidden=true')).chats;
    expect(all.find((c) => c.id === b)?.chatMembers.find((m) => m.profileId === advisor.profile.id)).toMatchObject({
      isHidden: true,
      isChatPinned: true,
    });
    // The participant still sees it.
    expect(json<{ chats: ChatChannel[] }>(await second.api.get('/api/chats')).chats.map((c) => c.id)).toEqual([b]);
  });

  it('lets staff make groups, not participants (403); the creator edits it with If-Match', async () => {
    const { advisor, participant, company } = await practice(t);
    const colleague = await person(t, { roleId: Role.TeamMember, companyId: company.id });
    const denied = await participant.api.post('/api/chats', { name: 'Mine', chatMembers: [advisor.profile.id] });
    expect(denied.statusCode).toBe(403);
    const made = await advisor.api.post('/api/chats', {
      name: 'Team',
      chatMembers: [participant.profile.id, colleague.profile.id],
      isReadOnly: true,
    });
    expect(made.statusCode).toBe(201);
    const group = json<ChatChannel>(made);
    expect(group.chatMembers).toHaveLength(3);
    const url = `/api/chats/${group.id}`;
    expect((await advisor.api.put(url, { name: 'Renamed' })).statusCode).toBe(428);
    expect((await colleague.api.put(url, { name: 'Mine' }, { 'if-match': 'W/"1"' })).statusCode).toBe(403);
    const saved = await advisor.api.put(
      url,
      { name: 'Renamed', chatMembers: [colleague.profile.id] },
      { 'if-match': 'W/"1"' },
    );
    expect(saved.statusCode).toBe(200);
    expect(json<ChatChannel>(saved)).toMatchObject({ name: 'Renamed', version: 2 });
    expect(
      json<ChatChannel>(saved)
        .chatMembers.map((m) => m.profileId)
        .sort(),
    ).toEqual([advisor.profile.id, colleague.profile.id].sort());
    expect((await participant.api.get(`${url}/messages`)).statusCode).toBe(404);
    expect((await advisor.api.put(url, { name: 'x' }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
  });

  it('takes the spec’s fields: createdBy (the actor’s own), the channel as read back, and an empty membership change', async () => {
    const { advisor, participant, company } = await practice(t);
    const colleague = await person(t, { roleId: Role.TeamMember, companyId: company.id });
    const refused = await advisor.api.post('/api/chats', {
      createdBy: colleague.profile.id,
      name: 'Team',
      chatMembers: [participant.profile.id],
      isDirectMessage: false,
      isReadOnly: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(refused).details[0]!.path).toBe('createdBy');
    const made = await advisor.api.post('/api/chats', {
      createdBy: advisor.profile.id,
      name: 'Team',
      chatMembers: [participant.profile.id, colleague.profile.id],
      isDirectMessage: false,
      isReadOnly: false,
    });
    expect(made.statusCode).toBe(201);
    const group = json<ChatChannel>(made);
    expect(group.createdBy).toBe(advisor.profile.id);

    // PUT /chats/{id} takes the channel as it was answered, with one field changed; unknown keys stay a 400.
    const url = `/api/chats/${group.id}`;
    const saved = await advisor.api.put(url, { ...group, name: 'Walkers' }, { 'if-match': `W/"${group.version}"` });
    expect(saved.statusCode).toBe(200);
    expect(json<ChatChannel>(saved)).toMatchObject({ name: 'Walkers', version: group.version + 1 });
    expect(json<ChatChannel>(saved).chatMembers).toHaveLength(3);
    const unknown = await advisor.api.put(url, { name: 'x', colour: 'red' }, { 'if-match': 'W/"2"' });
    expect(unknown.statusCode).toBe(400);
    // A direct message read back whole is no change of its members or name.
    const dm = json<ChatChannel>(
      await advisor.api.post('/api/chats', { isDirectMessage: true, chatMembers: [participant.profile.id] }),
    );
    const same = await advisor.api.put(`/api/chats/${dm.id}`, dm, { 'if-match': `W/"${dm.version}"` });
    expect(same.statusCode).toBe(200);

    // Every field of PUT /chats/{id}/chatMembers is optional: `{}` changes nothing and answers the channel.
    const empty = await participant.api.put(`${url}/chatMembers`, {});
    expect(empty.statusCode).toBe(200);
    expect(json<ChatChannel>(empty).chatMembers.find((m) => m.profileId === participant.profile.id)).toMatchObject({
      isChatPinned: false,
      isHidden: false,
      timeToken: null,
    });
    // The spec's bulk payload is the list of participant ids itself, or `{ participants }`.
    const bulk = await advisor.api.post('/api/chats/bulk', [participant.profile.id]);
    expect(bulk.statusCode).toBe(200);
    expect(json<{ chats: ChatChannel[] }>(bulk).chats.map((c) => c.id)).toEqual([dm.id]);
  });

  it('refuses people of another company and another tenant’s channel (404)', async () => {
    const { advisor, participant } = await practice(t);
    const elsewhere = await buildCompany(t.app.platform.db, 'default');
    const stranger = await person(t, { roleId: Role.Advisor, companyId: elsewhere.id });
    expect(
      (await stranger.api.post('/api/chats', { isDirectMessage: true, chatMembers: [participant.profile.id] }))
        .statusCode,
    ).toBe(400);
    const id = await directChannel(advisor, participant);
    expect((await stranger.api.get(`/api/chats/${id}/messages`)).statusCode).toBe(404);
    const brain = await person(t, { roleId: Role.Admin, tenantId: 'brain' });
    const brainApi = api(t.app, { token: brain.token, host: 'brain' });
    expect((await brainApi.get(`/api/chats/${id}/messages`)).statusCode).toBe(404);
    expect((await brainApi.post(`/api/chats/${id}/notify`, { message: 'hi' })).statusCode).toBe(404);
  });

  it('answers 404 to every call on a channel by a colleague who is not in it, and stores nothing', async () => {
    const { advisor, participant, company } = await practice(t);
    const outsider = await person(t, { roleId: Role.TeamMember, companyId: company.id });
    const id = await directChannel(advisor, participant);
    const sent = json<{ timetoken: string }>(
      await advisor.api.post(`/api/chats/${id}/messages`, {
        clientId: randomUUID(),
        text: 'private',
      }),
    );
    const msg = `/api/chats/${id}/messages/${sent.timetoken}`;
    const calls = [
      outsider.api.get(`/api/chats/${id}/messages`),
      outsider.api.post(`/api/chats/${id}/messages`, { clientId: randomUUID(), text: 'hi' }),
      outsider.api.put(msg, { text: 'changed' }),
      outsider.api.delete(msg),
      outsider.api.post(`${msg}/reactions`, { type: '👍' }),
      outsider.api.post(`${msg}/ack`),
      outsider.api.put(`/api/chats/${id}/chatMembers`, { pinned: true }),
      outsider.api.get(`/api/chats/${id}/presence`),
      outsider.api.post(`/api/chats/${id}/notify`, { message: 'hi' }),
      outsider.api.put(`/api/chats/${id}`, { name: 'Mine' }, { 'if-match': 'W/"1"' }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual(calls.map(() => 404));
    const history = json<{ messages: Array<{ text: string; reactions: unknown[] }> }>(
      await advisor.api.get(`/api/chats/${id}/messages`),
    ).messages;
    expect(history.map((m) => [m.text, m.reactions])).toEqual([['private', []]]);
  });

  it('bulk: one direct channel per participant; notify and bulk notify post as the actor', async () => {
    const { advisor, participant, company } = await practice(t);
    const second = await participantOf(t, { company, advisor });
    const existing = await directChannel(advisor, participant);
    const bulk = await advisor.api.post('/api/chats/bulk', {
      participants: [participant.profile.id, second.profile.id],
    });
    expect(bulk.statusCode).toBe(200);
    const ids = json<{ chats: ChatChannel[] }>(bulk).chats.map((c) => c.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(existing);
    expect((await participant.api.post('/api/chats/bulk', { participants: [second.profile.id] })).statusCode).toBe(403);
    const one = await advisor.api.post(`/api/chats/${existing}/notify`, { message: 'Session moved' });
    expect(one.statusCode).toBe(201);
    expect(json(one)).toMatchObject({ text: 'Session moved', user: advisor.user.uuid });
    const many = await advisor.api.post('/api/chats/notify/bulk', { message: 'Hello all', chatIds: ids });
    expect(many.statusCode).toBe(201);
    expect(json<{ messages: unknown[] }>(many).messages).toHaveLength(2);
    const read = await participant.api.put('/api/chats/chatMembers/bulk', {
      timeToken: '99999999999999999',
      chatIds: [existing],
    });
    expect(read.statusCode).toBe(200);
  });

  it('ensureSprintChannel: a staff-kept, read-only channel with the participant, made once', async () => {
    const { advisor, participant } = await practice(t);
    const ctx = {
      tenantId: 'default' as const,
      traceId: 'test',
      actor: actorFromClaims(decodeJwt(advisor.token) as never),
    };
    const make = () =>
      inTenant(t.app.platform.db, { tenantId: 'default' }, async (tx) =>
        ensureSprintChannel(
          tx,
          { ...ctx, actor: await t.app.platform.loadActor(tx, 'default', ctx.actor) },
          { sprintKey: 'spr1', participantProfileId: participant.profile.id },
        ),
      );
    const first = await make();
    const id = first.id;
    expect(id).toBe(`spr1_sprint_${participant.profile.id}`);
    expect(first.created).toMatchObject({ id, isReadOnly: true });
    expect(await make()).toEqual({ id, created: null });
    expect((await send(participant, id)).statusCode).toBe(403);
    expect((await send(advisor, id)).statusCode).toBe(201);
    expect(json<{ messages: unknown[] }>(await participant.api.get(`/api/chats/${id}/messages`)).messages).toHaveLength(
      1,
    );
  });

  it('previews: visible people only, at most 25 per request', async () => {
    const { advisor, participant } = await practice(t);
    const stranger = await person(t, { roleId: Role.Participant });
    const res = await participant.api.get(
      `/api/profiles/preview?profileIds=${advisor.profile.id}&profileIds=${stranger.profile.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(json<{ items: { profileId: number }[] }>(res).items.map((i) => i.profileId)).toEqual([advisor.profile.id]);
    const byUuid = await advisor.api.get(`/api/profiles/preview/uuid?profileUuids=${participant.user.uuid}`);
    expect(json<{ items: { fullName: string }[] }>(byUuid).items).toEqual([
      expect.objectContaining({ roleId: Role.Participant, email: participant.user.email }),
    ]);
    const tooMany = Array.from({ length: 26 }, (_, i) => `profileIds=${i + 1}`).join('&');
    expect((await advisor.api.get(`/api/profiles/preview?${tooMany}`)).statusCode).toBe(400);
  });
});
