import { Role, type SamiAnswer } from '@stride/contracts';
import { profilePrograms } from '../../src/modules/programs/programs.table.js';
import { buildResource, buildSent, libraryClient } from '../library/support.js';
import type { TestApp } from '../support/app.js';
import { buildCompany, buildParticipant, buildProgram, unique } from '../support/factories.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

export type { SamiAnswer };
export const answerOf = json<SamiAnswer>;

/** An advisor (signed in) and their participant, with a program and a library file sent to them. */
export async function advisorWithParticipant(t: TestApp) {
  const db = t.app.platform.db;
  const company = await buildCompany(db, 'default');
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const suffix = unique();
  const participant = await buildParticipant(db, {
    tenantId: 'default',
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
    firstName: `Ana${suffix}`,
    lastName: 'Ruiz',
    language: 'es',
  });
  const program = await buildProgram(db, 'default', company.id, { name: `Healthy Steps ${suffix}` });
  await db
    .insert(profilePrograms)
    .values({ tenantId: 'default', profileId: participant.profile.id, programId: program.id });
  const main = await libraryClient(t, advisor.token).mainFolder();
  const resource = await buildResource(t, {
    directoryId: main.id,
    ownerProfileId: advisor.profile.id,
    title: `Morning walk ${suffix}`,
    withThumbnail: false,
  });
  await buildSent(t, {
    resourceId: resource.id,
    receiverProfileId: participant.profile.id,
    senderProfileId: advisor.profile.id,
  });
  return { company, advisor, participant, program, resource, name: `Ana${suffix} Ruiz` };
}
