import { Role, type Language } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { listSentResources } from '../library/index.js';
import { presentParticipant, getVisibleParticipant } from '../participants/index.js';
import { findPerson, getVisiblePerson } from '../profiles/index.js';
import { programsOfProfile } from '../programs/index.js';
import { LANGUAGE_NAMES, type Fact } from './assistant.provider.js';
import { domainFacts } from './assistant.sources.js';

/** How many library sends the facts list (newest first). */
export const SENT_FACTS_LIMIT = 20;

const day = (iso: string) => iso.slice(0, 10);

export interface ParticipantFacts {
  participantName: string;
  facts: Fact[];
  /** The asker's language: the answer's. */
  language: Language;
}

/**
 * What the records of THIS tenant say about a participant the actor may see, through the profiles,
 * participants, programs and library services, then the domains' fact sources (their week): 404 for anyone else (another tenant's, not visible, not
 * a participant).
 */
export async function gatherParticipantFacts(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
): Promise<ParticipantFacts> {
  const person = await getVisiblePerson(tx, ctx, profileId);
  if (person.user.roleId !== Role.Participant) throw notFound('Participant');
  const p = presentParticipant(await getVisibleParticipant(tx, ctx, person.user.id));
  const programs = await programsOfProfile(tx, ctx.tenantId, profileId);
  const sent = await listSentResources(tx, ctx, [profileId], { page: 1, perPage: SENT_FACTS_LIMIT });
  const asker = await findPerson(tx, ctx.tenantId, ctx.actor!.profileId);
  const name = `${p.firstName} ${p.lastName}`.trim();
  const flags = [
    p.journalAvailable && 'journal',
    p.surveyAvailable && 'survey',
    p.smartSurveyAvailable && 'smart survey',
    p.swapAvailable && 'swaps',
  ].filter((f): f is string => typeof f === 'string');

  const facts: Fact[] = [
    { text: `Name: ${name}`, keywords: ['name', 'called', 'nombre'] },
    { text: `Email: ${p.email}`, keywords: ['email', 'mail', 'contact', 'address', 'correo'] },
    {
      text: `Preferred language: ${LANGUAGE_NAMES[p.language] ?? p.language}`,
      keywords: ['language', 'speak', 'speaks', 'idioma', 'habla'],
    },
    {
      text: `Company: ${p.companyName ?? 'none (a direct-to-consumer participant)'}`,
      keywords: ['company', 'practice', 'employer', 'work', 'empresa'],
    },
    {
      text: p.advisorName
        ? `Advisor: ${p.advisorName}`
        : p.consultantFullName
          ? `Consultant: ${p.consultantFullName}`
          : 'Coach: none assigned',
      keywords: ['coach', 'advisor', 'consultant', 'assigned', 'asesor'],
    },
    { text: `Program: ${p.program}`, keywords: ['program', 'programme', 'plan', 'enrolled', 'programa'] },
    {
      text:
        programs.length > 0
          ? `Assigned programs: ${programs.map((pr) => pr.name).join(', ')}`
          : 'Assigned programs: none',
      keywords: ['program', 'programme', 'programs', 'assigned', 'enrolled', 'programa'],
    },
    {
      text: `Account: ${p.isActive ? 'active' : 'inactive'} (created ${day(p.createdAt)})`,
      keywords: ['active', 'inactive', 'account', 'status', 'created', 'joined', 'activo'],
    },
    {
      text: p.lastLoginAt ? `Last sign-in: ${day(p.lastLoginAt)}` : 'Last sign-in: never signed in',
      keywords: ['sign', 'signed', 'signin', 'login', 'logged', 'last', 'seen', 'engaged', 'engagement', 'acceso'],
    },
    {
      text: flags.length > 0 ? `Features turned on: ${flags.join(', ')}` : 'Features turned on: none',
      keywords: ['feature', 'features', 'flag', 'flags', 'journal', 'survey', 'swap', 'swaps', 'enabled'],
    },
  ];
  const sentKeywords = ['sent', 'library', 'resource', 'resources', 'media', 'material', 'file', 'files', 'shared'];
  if (sent.rows.length === 0) {
    facts.push({ text: 'Sent from the library: nothing yet', keywords: sentKeywords });
  }
  for (const { sent: s, resource } of sent.rows) {
    facts.push({
      text: `Sent from the library: "${resource.title}" on ${day(s.sentAt.toISOString())}`,
      keywords: sentKeywords,
    });
  }
  if (sent.total > sent.rows.length) {
    facts.push({ text: `Sent from the library: ${sent.total} items in all`, keywords: sentKeywords });
  }
  // What they did this week, from each domain's own records.
  facts.push(...(await domainFacts(tx, ctx, profileId)));
  return { participantName: name, facts, language: (asker?.profile.language as Language | undefined) ?? 'en' };
}
