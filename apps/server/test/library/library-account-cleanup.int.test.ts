import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { mlDirectories, mlResources, mlSentResources } from '../../src/modules/library/library.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { buildResource, buildSent, isStored, libraryClient } from './support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe('deleting an account clears its place in the library', () => {
  it("a staff member's library and its files go; a participant's received media goes; others keep theirs", async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const colleague = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await signedIn(t, { roleId: Role.Participant, companyId: company.id });

    const lib = libraryClient(t, advisor.token);
    const root = await lib.mainFolder();
    const sub = await lib.folder(root.id);
    const own = await buildResource(t, { directoryId: sub.id, ownerProfileId: advisor.profile.id });
    const colleagueRoot = await libraryClient(t, colleague.token).mainFolder();
    const theirs = await buildResource(t, { directoryId: colleagueRoot.id, ownerProfileId: colleague.profile.id });
    await buildSent(t, {
      resourceId: theirs.id,
      receiverProfileId: participant.profile.id,
      senderProfileId: colleague.profile.id,
    });
    await buildSent(t, {
      resourceId: own.id,
      receiverProfileId: participant.profile.id,
      senderProfileId: advisor.profile.id,
    });

    const deleteAccount = (userId: number) =>
      api(t.app, { token: admin.token }).delete(`/api/accounts/${userId}`, { 'if-match': 'W/"1"' });

    const advisorGone = await deleteAccount(advisor.user.id);
    expect(advisorGone.statusCode, advisorGone.body).toBe(204);
    expect(await db().select().from(mlDirectories).where(eq(mlDirectories.ownerProfileId, advisor.profile.id))).toEqual(
      [],
    );
    expect(await db().select().from(mlResources).where(eq(mlResources.id, own.id))).toEqual([]);
    expect(await isStored(t, own.storageKey)).toBe(false);
    expect(await isStored(t, own.thumbnailKey)).toBe(false);
    // What the colleague sent is still the participant's.
    const received = await db()
      .select()
      .from(mlSentResources)
      .where(eq(mlSentResources.receiverProfileId, participant.profile.id));
    expect(received.map((r) => r.resourceId)).toEqual([theirs.id]);

    const participantGone = await deleteAccount(participant.user.id);
    expect(participantGone.statusCode, participantGone.body).toBe(204);
    expect(
      await db().select().from(mlSentResources).where(eq(mlSentResources.receiverProfileId, participant.profile.id)),
    ).toEqual([]);
    // The colleague's file itself stays in their library.
    expect(await isStored(t, theirs.storageKey)).toBe(true);
  });
});
