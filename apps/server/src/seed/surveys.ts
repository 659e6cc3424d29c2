import { and, eq } from 'drizzle-orm';
import {
  NotificationCode,
  NotificationType,
  surveyKindsListedFor,
  type AnswerBody,
  type SurveyQuestionDefinition,
  type TenantId,
} from '@stride/contracts';
import { insertNotifications } from '../modules/notifications/deliver.js';
import { recipientsOfProfiles } from '../modules/profiles/index.js';
import { definitionTree } from '../modules/surveys/surveys.service.js';
import { surveyDefinitions } from '../modules/surveys/surveys.table.js';
import { surveys, surveySchedules } from '../modules/surveys/taken.table.js';
import { answer, completeSection, completeSurvey, type Taking } from '../modules/surveys/taken/answering.service.js';
import { totalQuestionsOf } from '../modules/surveys/taken/survey-tree.js';
import type { Db } from '../platform/db/client.js';
import { TENANTS } from '../platform/tenancy/tenants.js';
import { demoParticipantsWith, type DemoParticipant } from './demo-participants.js';

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;

/**
 * PHQ-9 histories, one per demo participant, oldest first, a taking every four weeks: the points of items 1
 * to 9 (the difficulty question gets "Somewhat difficult"). They cross the bands: one improves from severe
 * to mild, one worsens, one stays minimal; the second one's third taking answers item 9 above 0.
 */
const PHQ9_HISTORIES: number[][][] = [
  [
    [3, 3, 2, 3, 2, 2, 2, 1, 0], // 18 moderately severe
    [2, 2, 2, 2, 2, 1, 1, 1, 0], // 13 moderate
    [1, 2, 1, 2, 1, 1, 0, 0, 0], // 8 mild
    [1, 1, 0, 1, 1, 0, 0, 0, 0], // 4 none-minimal
  ],
  [
    [1, 1, 1, 1, 0, 0, 0, 0, 0], // 4
    [1, 2, 2, 1, 1, 1, 0, 0, 0], // 8
    [2, 3, 2, 2, 2, 2, 1, 1, 1], // 16, item 9: the critical answer
    [2, 2, 2, 2, 1, 1, 1, 0, 0], // 11
  ],
  [
    [0, 1, 1, 0, 0, 0, 0, 0, 0],
    [1, 0, 1, 1, 0, 0, 0, 0, 0],
    [0, 0, 1, 1, 0, 0, 0, 0, 0],
  ],
  [
    [3, 3, 3, 3, 3, 2, 2, 2, 0], // 21 severe
    [3, 3, 2, 3, 2, 2, 2, 1, 0], // 18
    [2, 2, 2, 2, 2, 1, 2, 1, 0], // 14
  ],
];
/** GAD-7 histories (items 1 to 7, then the difficulty question). */
const GAD7_HISTORIES: number[][][] = [
  [
    [2, 2, 2, 1, 1, 2, 1], // 11 moderate
    [1, 1, 1, 1, 0, 1, 1], // 6 mild
  ],
  [[0, 1, 1, 0, 0, 1, 0]],
  [[3, 2, 3, 2, 2, 2, 2]], // 16 severe
];

interface Taken {
  participant: DemoParticipant;
  definitionId: number;
  points: number[];
  at: Date;
  /** Complete it (else: left after these answers). */
  complete: boolean;
  /** Words for the text answers, by question (a text answer without them is left blank). */
  words?: Record<string, string>;
}

async function definitionIdOf(db: Db, tenantId: TenantId, key: string) {
  const [row] = await db
    .select({ id: surveyDefinitions.id })
    .from(surveyDefinitions)
    .where(
      and(eq(surveyDefinitions.tenantId, tenantId), eq(surveyDefinitions.key, key), eq(surveyDefinitions.version, 1)),
    );
  return row?.id;
}

/**
 * Answers a question as a person would: a choice by its index (a number question gets that number; a text
 * question its words), and, under a chosen answer, its embedded question's first answer with its words.
 */
async function answerLike(
  tx: Db,
  taking: Taking,
  q: SurveyQuestionDefinition,
  index: number,
  words: Record<string, string>,
  at: Date,
  path: number[] = [],
): Promise<void> {
  const put = (answerId: number, body: AnswerBody) => {
    const [top, ...nested] = [...path, answerId];
    return answer(tx, taking, top!, { embeddedAnswerId: nested[0], secondLevelEmbeddedAnswerId: nested[1] }, body, at);
  };
  if (q.type === 'NUMBER') return void (await put(q.answers[0]!.id, { value: index }));
  if (q.type === 'TEXT' || q.type === 'TEXTAREA') {
    if (words[q.content]) await put(q.answers[0]!.id, { content: words[q.content] });
    return;
  }
  const choice = q.answers[index] ?? q.answers[0]!;
  await put(choice.id, { selected: true });
  if (choice.type === 'text' || choice.type === 'textarea') await put(choice.id, { content: 'Swimming' });
  if (choice.embeddedQuestion)
    await answerLike(tx, taking, choice.embeddedQuestion, 0, words, at, [...path, choice.id]);
}

/** One taking through the product's own rules (answers, sections, scoring, the critical answer). */
async function take(db: Db, tenantId: TenantId, t: Taken, scheduledByUserId: number | null) {
  return db.transaction(async (tx) => {
    const definition = (await definitionTree(tx, tenantId, t.definitionId))!;
    const [row] = await tx
      .insert(surveys)
      .values({
        tenantId,
        definitionId: t.definitionId,
        participantUserId: t.participant.userId,
        scheduledByUserId,
        availableAt: new Date(t.at.getTime() - 2 * DAY),
        notifiedAt: new Date(t.at.getTime() - 2 * DAY),
        totalQuestions: totalQuestionsOf(definition),
      })
      .returning();
    const taking = { row: row!, definition, responses: new Map(), completed: new Set<number>() };
    const questions = definition.sections.flatMap((s) => s.questions);
    for (const [i, q] of questions.entries()) {
      if (!t.complete && i >= t.points.length) break;
      const at = new Date(t.at.getTime() + i * 20_000);
      await answerLike(tx, taking, q, t.points[i] ?? 1, t.words ?? {}, at);
    }
    if (!t.complete) return row!;
    for (const s of definition.sections) await completeSection(tx, taking, s.id, t.at);
    return (await completeSurvey(tx, taking, new Date(t.at.getTime() + 5 * 60_000))).row;
  });
}

/**
 * The brain-health tenant's screeners (issue 27, demo data): for the participants with screeners on, PHQ-9
 * and GAD-7 histories across the bands, each completion told to the advisor; one critical answer that the
 * advisor acknowledged with a note; a PHQ-9 open now on the demo participant's day, repeating every four
 * weeks; a GAD-7 left half-answered.
 */
export async function seedSurveys(db: Db, tenantId: TenantId, now = new Date()): Promise<void> {
  const kinds = surveyKindsListedFor(TENANTS[tenantId].features);
  if (kinds.includes('SMART_SURVEY')) await seedSmartSurveys(db, tenantId, now);
  if (kinds.includes('SCREENER')) await seedScreeners(db, tenantId, now);
}

/**
 * The smart survey in every tenant: the demo participant answered it three weeks ago (their advisor was told);
 * the next participant with it on was sent it yesterday and has not started.
 */
async function seedSmartSurveys(db: Db, tenantId: TenantId, now: Date): Promise<void> {
  const definitionId = await definitionIdOf(db, tenantId, 'smart-survey');
  if (!definitionId) return;
  const people = (await demoParticipantsWith(db, tenantId, 'smartSurveyAvailable')).slice(0, 2);
  const [answered, sent] = people;
  if (answered) {
    const [advisor] = answered.advisorProfileId
      ? await recipientsOfProfiles(db, tenantId, [answered.advisorProfileId])
      : [];
    const row = await take(
      db,
      tenantId,
      {
        participant: answered,
        definitionId,
        points: [1, 0, 3, 1, 2, 3, 1],
        at: new Date(now.getTime() - 3 * WEEK),
        complete: true,
        words: SMART_WORDS,
      },
      advisor?.userId ?? null,
    );
    if (advisor) {
      await db.transaction((tx) =>
        insertNotifications(tx, tenantId, [
          {
            recipient: advisor,
            type: NotificationType.SmartSurvey,
            code: NotificationCode.SurveyCompleted,
            message: 'smartSurvey.completed',
            link: 'survey.link',
            vars: { name: answered.name, survey: TENANTS[tenantId].wording.en.smartSurvey },
            parameters: { entityProfileId: answered.profileId, surveyId: row.id, surveyKind: 'SMART_SURVEY' },
            subjectUserId: answered.userId,
            createdAt: row.completedAt ?? now,
          },
        ]),
      );
    }
  }
  if (sent) {
    const definition = (await definitionTree(db, tenantId, definitionId))!;
    await db.insert(surveys).values({
      tenantId,
      definitionId,
      participantUserId: sent.userId,
      availableAt: new Date(now.getTime() - DAY),
      notifiedAt: new Date(now.getTime() - DAY),
      totalQuestions: totalQuestionsOf(definition),
    });
  }
}

/** What the demo participant wrote in the smart survey's text answers, by question. */
const SMART_WORDS: Record<string, string> = {
  'How would you know, in three months, that the programme worked for you?':
    'I would walk to work most days and sleep through the night without waking at 4.',
  'What did they tell you to avoid or limit?': 'No running until my knee has healed; walking and cycling are fine.',
};

async function seedScreeners(db: Db, tenantId: TenantId, now: Date): Promise<void> {
  const phq9 = await definitionIdOf(db, tenantId, 'phq-9');
  const gad7 = await definitionIdOf(db, tenantId, 'gad-7');
  if (!phq9 || !gad7) return;
  const people = (await demoParticipantsWith(db, tenantId, 'surveyAvailable')).slice(0, 4);
  const taken: Taken[] = [];
  people.forEach((participant, i) => {
    const phq = PHQ9_HISTORIES[i] ?? [];
    phq.forEach((points, k) =>
      taken.push({
        participant,
        definitionId: phq9,
        points: [...points, 1],
        at: new Date(now.getTime() - (phq.length - k) * 4 * WEEK),
        complete: true,
      }),
    );
    const gad = GAD7_HISTORIES[i] ?? [];
    gad.forEach((points, k) =>
      taken.push({
        participant,
        definitionId: gad7,
        points: [...points, 1],
        at: new Date(now.getTime() - (gad.length - k) * 6 * WEEK - 3 * DAY),
        complete: true,
      }),
    );
  });
  const half = people[1];
  if (half)
    taken.push({
      participant: half,
      definitionId: gad7,
      points: [1, 2, 1],
      at: new Date(now.getTime() - DAY),
      complete: false,
    });

  for (const t of taken) {
    const [advisor] = t.participant.advisorProfileId
      ? await recipientsOfProfiles(db, tenantId, [t.participant.advisorProfileId])
      : [];
    const row = await take(db, tenantId, t, advisor?.userId ?? null);
    if (!advisor) continue;
    if (row.criticalAt) {
      await db
        .update(surveys)
        .set({
          acknowledgedByUserId: advisor.userId,
          acknowledgedAt: new Date(row.criticalAt.getTime() + 3 * 3600 * 1000),
          acknowledgementNote: 'Called the same afternoon: safe, with family nearby. Follow-up booked with her GP.',
        })
        .where(eq(surveys.id, row.id));
    }
    if (row.status !== 'COMPLETED') continue;
    const name = t.definitionId === phq9 ? 'PHQ-9' : 'GAD-7';
    const about = { entityProfileId: t.participant.profileId, surveyId: row.id, surveyKind: 'SCREENER' };
    await db.transaction((tx) =>
      insertNotifications(tx, tenantId, [
        {
          recipient: advisor,
          type: NotificationType.SmartSurvey,
          code: row.criticalAt ? NotificationCode.SurveyCritical : NotificationCode.SurveyCompleted,
          message: row.criticalAt ? 'survey.critical' : 'smartSurvey.completed',
          link: 'survey.link',
          vars: { name: t.participant.name, survey: name },
          parameters: about,
          subjectUserId: t.participant.userId,
          createdAt: row.completedAt ?? now,
        },
      ]),
    );
  }

  // Open now on the demo participant's day, every four weeks from today.
  const demo = people[0];
  if (demo) {
    const definition = (await definitionTree(db, tenantId, phq9))!;
    const [schedule] = await db
      .insert(surveySchedules)
      .values({
        tenantId,
        definitionId: phq9,
        participantUserId: demo.userId,
        everyWeeks: 4,
        nextAt: new Date(now.getTime() + 4 * WEEK),
      })
      .returning();
    await db.insert(surveys).values({
      tenantId,
      definitionId: phq9,
      participantUserId: demo.userId,
      scheduleId: schedule!.id,
      repeatEveryWeeks: 4,
      availableAt: new Date(now.getTime() - 3600 * 1000),
      notifiedAt: new Date(now.getTime() - 3600 * 1000),
      totalQuestions: totalQuestionsOf(definition),
    });
  }
}
