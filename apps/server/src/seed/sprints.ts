import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, Role, type TenantId } from '@stride/contracts';
import { chatChannels, chatMembers, chatMessages } from '../modules/chat/chat.table.js';
import { companies } from '../modules/companies/companies.table.js';
import { mlResources } from '../modules/library/library.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import { addDays, instantOf, todayIn } from '../modules/sprints/schedule.js';
import { clientIdOf } from '../modules/sprints/sender.js';
import {
  sprintDefinitions,
  sprintOccurrences,
  sprintTemplateMessages,
  sprintTemplates,
} from '../modules/sprints/sprints.table.js';
import { shares } from '../modules/sharing/sharing.table.js';
import type { Db } from '../platform/db/client.js';
import { insertMany } from '../platform/db/insert-many.js';

/** A template's message: its day, time, text, and the title of a library file of the template's keeper. */
type Line = [day: number, time: string, text: string, file?: string];

const HYDRATION: Line[] = [
  [
    1,
    '08:00',
    'Welcome to your 14-day hydration habit! Today: a glass of water as soon as you wake up.',
    'Hydration reminder',
  ],
  [2, '08:00', 'Keep a full bottle on your desk. Refill it at lunch.'],
  [3, '08:00', 'Tea and soup count too. Coffee counts half.'],
  [4, '08:00', 'Thirsty is late: drink before you feel it. One glass before each meal today.'],
  [5, '08:00', 'Add a slice of lemon or cucumber if plain water bores you.'],
  [6, '08:00', 'Weekend plan: carry water on your walk.'],
  [7, '08:00', 'One week done! Look at the meal plan: every meal has a drink on it.', 'Weekly meal plan'],
  [8, '08:00', 'Check your colour: pale yellow is the goal.'],
  [9, '08:00', 'Swap one sugary drink for sparkling water today.'],
  [10, '08:00', 'Set two reminders on your phone: 11:00 and 16:00.'],
  [11, '08:00', 'Eat your water: fruit and vegetables are mostly water.', 'Balanced plate'],
  [12, '08:00', 'Exercise day? Add a glass for every half hour you move.'],
  [13, '08:00', 'Nearly there. How many glasses yesterday? Tell your advisor in the chat.'],
  [14, '08:00', 'Two weeks! Keep the bottle where you can see it: the habit is yours now.'],
];

const WEEK_THEMES = [
  'Semana 1: empezar suave.',
  'Semana 2: un poco más cada día.',
  'Semana 3: fuerza y equilibrio.',
  'Semana 4: hacerlo tuyo.',
];
const DAILY_MOVES = [
  'Camina 10 minutos después de comer.',
  'Sube las escaleras en lugar del ascensor.',
  'Estira la espalda y los hombros 5 minutos.',
  'Levántate y muévete 2 minutos cada hora.',
  'Baila una canción que te guste.',
  'Paseo largo: 30 minutos al aire libre.',
  'Descanso activo: respira y estira con calma.',
];
/** 28 days of moving more, in Spanish: a theme on each week's first day, the warm-up video on day 3. */
const MOVE_MORE: Line[] = Array.from({ length: 28 }, (_, i) => {
  const day = i + 1;
  const week = Math.floor(i / 7);
  const text = i % 7 === 0 ? `${WEEK_THEMES[week]} ${DAILY_MOVES[0]}` : DAILY_MOVES[i % 7]!;
  const file = day === 3 ? 'Warm-up routine' : day === 10 ? 'Morning stretch' : undefined;
  return [day, '09:00', text, file] as Line;
});

const tt = (ms: number) => BigInt(ms) * 10_000n;

/**
 * Two sprint templates per tenant: a 14-day hydration habit (English) in the first practice's library and
 * a 28-day "move more" programme (Spanish) in the platform's, with library media; the advisor (advisor@)
 * applied the one of their language to their first eight participants and the demo participant: the one
 * from nine days ago, the other from twenty, so past messages are in the sprint chats (posted at their
 * times) and the rest are planned, sent by the sender at their times. The first practice shares its
 * template with the second (read-only there until duplicated). Written straight into the tables
 * (no audit, like the rest of the seed). Skipped when the tenant has templates.
 */
export async function seedSprints(db: Db, tenantId: TenantId, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: sprintTemplates.id })
    .from(sprintTemplates)
    .where(eq(sprintTemplates.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const person = async (email: string) =>
    (
      await db
        .select({ profileId: profiles.id, uuid: users.uuid, companyId: profiles.companyId })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    )[0];
  const advisor = await person(`advisor@${tenantId}.example`);
  const admin = await person(`admin@${tenantId}.example`);
  const demo = await person(`participant@${tenantId}.example`);
  const [practice, otherPractice] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.id))
    .limit(2);
  if (!advisor || !admin || !practice) return;

  const filesOf = async (ownerProfileId: number) =>
    new Map(
      (
        await db
          .select({ id: mlResources.id, title: mlResources.title, fileTypeId: mlResources.fileTypeId })
          .from(mlResources)
          .where(and(eq(mlResources.tenantId, tenantId), eq(mlResources.ownerProfileId, ownerProfileId)))
      ).map((f) => [f.title, f]),
    );
  const advisorFiles = await filesOf(advisor.profileId);
  const adminFiles = await filesOf(admin.profileId);

  const makeTemplate = async (
    name: string,
    companyId: number | null,
    keeper: number,
    lines: Line[],
    files: typeof advisorFiles,
  ) => {
    const [row] = await db
      .insert(sprintTemplates)
      .values({ tenantId, companyId, name, createdByProfileId: keeper, createdAt: addHours(now, -24 * 40) })
      .returning();
    const messages = await db
      .insert(sprintTemplateMessages)
      .values(
        lines.map(([day, time, text, file]) => ({
          tenantId,
          templateId: row!.id,
          day,
          time,
          position: 0,
          text,
          resourceId: file ? (files.get(file)?.id ?? null) : null,
        })),
      )
      .returning();
    return { row: row!, messages };
  };
  const hydration = await makeTemplate(
    '14-day hydration habit',
    practice.id,
    advisor.profileId,
    HYDRATION,
    advisorFiles,
  );
  const moveMore = await makeTemplate('28 días para moverte más', null, admin.profileId, MOVE_MORE, adminFiles);
  if (otherPractice) {
    await db.insert(shares).values({
      tenantId,
      subject: 'SPRINT_TEMPLATE',
      subjectId: hydration.row.id,
      fromCompanyId: practice.id,
      toCompanyId: otherPractice.id,
      sharedByProfileId: advisor.profileId,
      createdAt: addHours(now, -24 * 30),
    });
  }

  const participants = await db
    .select({
      profileId: profiles.id,
      uuid: users.uuid,
      language: profiles.language,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(users.roleId, Role.Participant),
        eq(profiles.advisorProfileId, advisor.profileId),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(9);
  const chosen = participants.filter((p, i) => i < 8 || p.profileId === demo?.profileId);
  if (demo && !chosen.some((p) => p.profileId === demo.profileId)) {
    const [row] = await db
      .select({ profileId: profiles.id, uuid: users.uuid, language: profiles.language, timeZone: profiles.timeZone })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, demo.profileId));
    if (row) chosen.push(row);
  }

  for (const [i, p] of chosen.entries()) {
    const template = p.language === 'es' ? moveMore : hydration;
    const zone = p.timeZone ?? DEFAULT_TIME_ZONE;
    const start = addDays(todayIn(zone, now), template === moveMore ? -20 : -9);
    const channelId = `s${advisor.profileId}_sprint_${p.profileId}`;
    const correlationId = randomUUID();
    const appliedAt = addHours(instantOf(start, '07:00', zone), -(i + 1));
    const definitions = await insertMany(
      db,
      sprintDefinitions,
      template.messages.map((m) => ({
        tenantId,
        participantProfileId: p.profileId,
        senderProfileId: advisor.profileId,
        channelId,
        correlationId,
        templateId: template.row.id,
        templateName: template.row.name,
        text: m.text,
        resourceId: m.resourceId,
        startDate: addDays(start, m.day - 1),
        time: m.time,
        timeZone: zone,
        createdAt: appliedAt,
        updatedAt: appliedAt,
      })),
      getTableColumns(sprintDefinitions),
    );
    const occurrences = definitions.map((d) => {
      const sendAt = instantOf(d.startDate, d.time, zone);
      return { d, sendAt, sent: sendAt.getTime() <= now.getTime() };
    });
    const sent = occurrences.filter((o) => o.sent);
    const files = template === moveMore ? adminFiles : advisorFiles;
    const media = (resourceId: number | null) => {
      const f = [...files.values()].find((x) => x.id === resourceId);
      return f ? [{ resourceId: f.id, title: f.title, fileTypeId: f.fileTypeId, thumbnailKey: null }] : [];
    };
    const last = sent.at(-1)?.sendAt.getTime() ?? null;
    await db.insert(chatChannels).values({
      id: channelId,
      tenantId,
      name: '',
      isReadOnly: true,
      isDirectMessage: false,
      createdBy: advisor.profileId,
      lastTimetoken: last === null ? null : tt(last),
      messageCount: sent.length,
      createdAt: appliedAt,
    });
    // The participant has read all but the newest; the advisor's own messages count as read.
    const readUpTo = sent.at(-2)?.sendAt.getTime() ?? null;
    await db.insert(chatMembers).values([
      {
        tenantId,
        channelId,
        profileId: advisor.profileId,
        userUuid: advisor.uuid,
        timeToken: last === null ? null : tt(last),
        readCount: sent.length,
        joinedAt: appliedAt,
      },
      {
        tenantId,
        channelId,
        profileId: p.profileId,
        userUuid: p.uuid,
        timeToken: readUpTo === null ? null : tt(readUpTo),
        readCount: Math.max(0, sent.length - 1),
        joinedAt: appliedAt,
      },
    ]);
    if (sent.length) {
      await db.insert(chatMessages).values(
        sent.map((o) => ({
          tenantId,
          channelId,
          timetoken: tt(o.sendAt.getTime()),
          clientId: clientIdOf(o.d.id, 0),
          senderProfileId: advisor.profileId,
          senderUuid: advisor.uuid,
          text: o.d.text,
          mediaLibraryFiles: media(o.d.resourceId),
          createdAt: o.sendAt,
        })),
      );
    }
    await insertMany(
      db,
      sprintOccurrences,
      occurrences.map((o) => ({
        tenantId,
        definitionId: o.d.id,
        participantProfileId: p.profileId,
        occurrence: 0,
        localDate: o.d.startDate,
        sendAt: o.sendAt,
        status: o.sent ? ('SENT' as const) : ('PLANNED' as const),
        sentAt: o.sent ? o.sendAt : null,
        sentText: o.sent ? o.d.text : null,
        chatTimetoken: o.sent ? tt(o.sendAt.getTime()).toString() : null,
      })),
    );
  }
}

const addHours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);
