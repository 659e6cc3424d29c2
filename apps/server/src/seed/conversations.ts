import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import { chatChannels, chatMembers, chatMessages } from '../modules/chat/chat.table.js';
import { mlResources } from '../modules/library/library.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import { storePicture } from '../platform/images/picture.js';
import type { Platform } from '../platform/platform.js';
import { demoLibrary } from './demo-library.js';
import { insertMany } from '../platform/db/insert-many.js';

/**
 * The demo's conversations (issue 13, item 9): every demo advisor has direct chats with their first four
 * participants (some with messages the advisor has not read), and the demo participant (participant@) has a
 * chat with their advisor, in which the advisor sent the PDF and the video of the library (also among their
 * sent media: library.ts), and a group. Written
 * straight into the tables in a few statements (no audit, like the rest of the seed), with the counts the
 * unread figures read (chat_channels.message_count, chat_members.read_count: see modules/chat/unread.ts).
 */

interface Person {
  profileId: number;
  uuid: string;
  firstName: string;
  language: string;
}

type Line = [who: 'advisor' | 'participant' | number, text: string];

/** Direct-chat scripts, by language; the number is how many of the last lines the advisor has not read. */
const SCRIPTS: Record<'en' | 'es', Array<{ lines: Line[]; unread: number }>> = {
  en: [
    {
      lines: [
        ['advisor', 'Hi {name}, how did your first week go?'],
        ['participant', 'Pretty well! I walked four days out of five.'],
        ['advisor', "That's great. Let's aim for five this week."],
        ['participant', 'Will do. Can we talk about meals on Thursday?'],
      ],
      unread: 1,
    },
    {
      lines: [
        ['participant', 'Good morning! I did not sleep well last night.'],
        ['advisor', 'Sorry to hear that. Try the breathing exercise before bed tonight.'],
        ['participant', 'I will, thanks.'],
        ['advisor', 'Tell me tomorrow how it went.'],
      ],
      unread: 0,
    },
    {
      lines: [
        ['advisor', 'Reminder: our check-in is tomorrow at 10.'],
        ['participant', "Thanks, I'll be there."],
        ['participant', 'Actually, could we move it to 11?'],
      ],
      unread: 2,
    },
  ],
  es: [
    {
      lines: [
        ['advisor', 'Hola {name}, ¿qué tal tu primera semana?'],
        ['participant', '¡Bastante bien! Caminé cuatro de cinco días.'],
        ['advisor', 'Muy bien. Esta semana apuntemos a cinco.'],
        ['participant', 'De acuerdo. ¿Podemos hablar de las comidas el jueves?'],
      ],
      unread: 1,
    },
    {
      lines: [
        ['participant', '¡Buenos días! Anoche no dormí bien.'],
        ['advisor', 'Lo siento. Prueba el ejercicio de respiración antes de dormir.'],
        ['participant', 'Lo haré, gracias.'],
        ['advisor', 'Mañana me cuentas qué tal.'],
      ],
      unread: 0,
    },
    {
      lines: [
        ['advisor', 'Recordatorio: nuestra cita es mañana a las 10.'],
        ['participant', 'Gracias, allí estaré.'],
        ['participant', 'En realidad, ¿podríamos pasarla a las 11?'],
      ],
      unread: 2,
    },
  ],
};

const DEMO_FILES = ['Weekly meal plan', 'Warm-up routine'];
const MINUTE_MS = 60_000;
/** The demo chat starts three days ago; the advisor sends the files an hour in. */
const CHAT_START_AGO_MS = 3 * 24 * 60 * MINUTE_MS;
const FILES_SENT_AFTER_MINUTES = 60;
/** How long ago the advisor sent the demo participant their files: My media says the same as the chat. */
export const DEMO_FILES_SENT_AGO_MS = CHAT_START_AGO_MS - FILES_SENT_AFTER_MINUTES * MINUTE_MS;

interface ChannelPlan {
  id: string;
  name: string;
  isDirectMessage: boolean;
  directKey: string | null;
  createdBy: number;
  members: Person[];
  messages: Array<{
    sender: Person;
    text: string;
    at: number;
    media?: Array<{ resourceId: number; title: string; fileTypeId: number }>;
  }>;
  /** Per member profile id: how many of the last messages (by others) they have not read. */
  unread: Map<number, number>;
}

const channelId = () => `ch_${randomUUID().replaceAll('-', '')}`;
const tt = (ms: number) => BigInt(ms) * 10_000n;

async function peopleOf(platform: Platform, tenantId: TenantId) {
  const rows = await platform.db
    .select({
      profileId: profiles.id,
      uuid: users.uuid,
      firstName: profiles.firstName,
      language: profiles.language,
      email: users.email,
      roleId: users.roleId,
      advisorProfileId: profiles.advisorProfileId,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(users.roleId, [Role.Advisor, Role.Participant])))
    .orderBy(asc(profiles.id));
  return rows;
}

/** The demo's chats of a tenant, the library media the advisor sent in them, and a few profile pictures. */
export async function seedConversations(platform: Platform, tenantId: TenantId): Promise<void> {
  const { db } = platform;
  const people = await peopleOf(platform, tenantId);
  const advisors = people.filter((p) => p.roleId === Role.Advisor);
  const demo = people.find((p) => p.email === `participant@${tenantId}.example`);
  const now = Date.now();
  const plans: ChannelPlan[] = [];

  for (const [a, advisor] of advisors.entries()) {
    const theirs = people.filter((p) => p.advisorProfileId === advisor.profileId && p.profileId !== demo?.profileId);
    for (const [k, participant] of theirs.slice(0, 4).entries()) {
      const script = SCRIPTS[participant.language === 'es' ? 'es' : 'en'][(k + a) % 3]!;
      const start = now - ((k + 1) * 26 + a) * 60 * MINUTE_MS;
      plans.push({
        id: channelId(),
        name: '',
        isDirectMessage: true,
        directKey: [advisor.profileId, participant.profileId].sort((x, y) => x - y).join(':'),
        createdBy: advisor.profileId,
        members: [advisor, participant],
        messages: script.lines.map(([who, text], i) => ({
          sender: who === 'advisor' ? advisor : participant,
          text: text.replace('{name}', participant.firstName),
          at: start + i * 7 * MINUTE_MS,
        })),
        unread: new Map([[advisor.profileId, script.unread]]),
      });
    }
  }

  const demoAdvisor = demo && advisors.find((a) => a.profileId === demo.advisorProfileId);
  if (demo && demoAdvisor) {
    const media = await db
      .select({ id: mlResources.id, title: mlResources.title, fileTypeId: mlResources.fileTypeId })
      .from(mlResources)
      .where(
        and(
          eq(mlResources.tenantId, tenantId),
          eq(mlResources.ownerProfileId, demoAdvisor.profileId),
          inArray(mlResources.title, DEMO_FILES),
        ),
      )
      .orderBy(asc(mlResources.id));
    const start = now - CHAT_START_AGO_MS;
    const line = (sender: Person, text: string, minutes: number, sent?: typeof media) => ({
      sender,
      text,
      at: start + minutes * MINUTE_MS,
      media: sent?.map((m) => ({ resourceId: m.id, title: m.title, fileTypeId: m.fileTypeId })),
    });
    plans.push({
      id: channelId(),
      name: '',
      isDirectMessage: true,
      directKey: [demoAdvisor.profileId, demo.profileId].sort((x, y) => x - y).join(':'),
      createdBy: demoAdvisor.profileId,
      members: [demoAdvisor, demo],
      messages: [
        line(demoAdvisor, `Welcome to Stride, ${demo.firstName}! I'm ${demoAdvisor.firstName}, your advisor.`, 0),
        line(demo, 'Thanks! Looking forward to getting started.', 20),
        line(
          demoAdvisor,
          'Here are your weekly meal plan and a short warm-up video to start with.',
          FILES_SENT_AFTER_MINUTES,
          media,
        ),
        line(demo, 'Got them, thank you!', 24 * 60),
        line(demoAdvisor, 'How does the warm-up feel after a few days?', 2 * 24 * 60),
      ],
      unread: new Map([[demo.profileId, 1]]),
    });
    const peers = people
      .filter((p) => p.advisorProfileId === demoAdvisor.profileId && p.profileId !== demo.profileId)
      .slice(0, 2);
    if (peers.length === 2) {
      const groupStart = now - 30 * 60 * MINUTE_MS;
      plans.push({
        id: channelId(),
        name: 'Morning walkers',
        isDirectMessage: false,
        directKey: null,
        createdBy: demoAdvisor.profileId,
        members: [demoAdvisor, demo, ...peers],
        messages: [
          { sender: demoAdvisor, text: 'Welcome to the group! Share your morning walks here.', at: groupStart },
          { sender: peers[0]!, text: '30 minutes around the park today.', at: groupStart + 40 * MINUTE_MS },
          { sender: demo, text: 'Nice! I did 20 before work.', at: groupStart + 55 * MINUTE_MS },
          { sender: peers[1]!, text: 'Rainy here, so I walked at lunch.', at: groupStart + 90 * MINUTE_MS },
        ],
        unread: new Map([
          [demo.profileId, 1],
          [demoAdvisor.profileId, 2],
        ]),
      });
    }
  }

  if (plans.length > 0) await insertPlans(platform, tenantId, plans);
  await seedPictures(platform, tenantId, [...(demo ? [demo] : []), ...advisors]);
}

async function insertPlans(platform: Platform, tenantId: TenantId, plans: ChannelPlan[]): Promise<void> {
  const { db } = platform;
  await db.insert(chatChannels).values(
    plans.map((p) => ({
      id: p.id,
      tenantId,
      name: p.name,
      isDirectMessage: p.isDirectMessage,
      createdBy: p.createdBy,
      directKey: p.directKey,
      lastTimetoken: tt(p.messages.at(-1)!.at),
      messageCount: p.messages.length,
    })),
  );
  await db.insert(chatMembers).values(
    plans.flatMap((p) =>
      p.members.map((m) => {
        const unread = p.unread.get(m.profileId) ?? 0;
        const lastRead = p.messages[p.messages.length - 1 - unread]!;
        return {
          tenantId,
          channelId: p.id,
          profileId: m.profileId,
          userUuid: m.uuid,
          timeToken: tt(lastRead.at),
          readCount: p.messages.length - unread,
          joinedAt: new Date(p.messages[0]!.at),
        };
      }),
    ),
  );
  await insertMany(
    db,
    chatMessages,
    plans.flatMap((p) =>
      p.messages.map((m) => ({
        tenantId,
        channelId: p.id,
        timetoken: tt(m.at),
        clientId: randomUUID(),
        senderProfileId: m.sender.profileId,
        senderUuid: m.sender.uuid,
        text: m.text,
        mediaLibraryFiles: m.media ?? [],
        createdAt: new Date(m.at),
      })),
    ),
  );
}

/** Profile pictures for the demo participant and the advisors: soft shapes, one hue each (drawn by the build). */
async function seedPictures(platform: Platform, tenantId: TenantId, people: Person[]): Promise<void> {
  const { pictures } = await demoLibrary();
  await Promise.all(
    people.map(async (person, i) => {
      const made = pictures[i % pictures.length]!;
      const picture = { data: await readFile(made.path), thumbBase64: made.thumbBase64 };
      const key = await storePicture(platform.storage, { tenantId, kind: 'profiles', id: person.profileId }, picture);
      await platform.db
        .update(profiles)
        .set({ pictureKey: key, pictureThumb: picture.thumbBase64 })
        .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, person.profileId)));
    }),
  );
}
