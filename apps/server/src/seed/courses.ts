import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { NotificationCode, NotificationType, Role, type TenantId } from '@stride/contracts';
import {
  courseAssignments,
  courseDefinitions,
  courseStepProgress,
  courseSteps,
  type CourseBase,
} from '../modules/courses/courses.table.js';
import { mlResources } from '../modules/library/library.table.js';
import { insertNotifications, type NotificationDraft } from '../modules/notifications/deliver.js';
import { recipientsOfUsers } from '../modules/profiles/index.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import type { Db } from '../platform/db/client.js';
import {
  DESK_STRETCHES,
  MINDFUL_EATING,
  SLEEP,
  SLEEP_BEDROOM_BEFORE,
  STRESS,
  WALKING,
  type CourseSeed,
  type StepSeed,
} from './course-content.js';

const DAY = 24 * 3600 * 1000;

interface Author {
  userId: number;
  profileId: number;
  companyId: number | null;
  /** The author's library files by title. */
  files: Map<string, number>;
}

interface Made {
  id: number;
  title: string;
  stepIds: number[];
}

interface Assigned {
  courseId: number;
  title: string;
  participantUserId: number;
  assignedAt: Date;
  completedAt: Date | null;
}

async function authorOf(db: Db, tenantId: TenantId, email: string): Promise<Author | undefined> {
  const [person] = await db
    .select({ userId: users.id, profileId: profiles.id, companyId: profiles.companyId })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.email, `${email}@${tenantId}.example`)));
  if (!person) return undefined;
  const files = await db
    .select({ id: mlResources.id, title: mlResources.title })
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), eq(mlResources.ownerProfileId, person.profileId)))
    .orderBy(asc(mlResources.id));
  return { ...person, files: new Map(files.map((f) => [f.title, f.id])) };
}

const stepValues = (author: Author, step: StepSeed) => ({
  title: step.title,
  description: step.description,
  link: step.link ?? null,
  mediaResourceId: (step.file && author.files.get(step.file)) || null,
});

async function insertCourse(
  db: Db,
  tenantId: TenantId,
  author: Author,
  seed: CourseSeed,
  extra: Partial<typeof courseDefinitions.$inferInsert> & { at: Date },
  stepExtra: (i: number) => Partial<typeof courseSteps.$inferInsert> = () => ({}),
): Promise<Made> {
  const { at, ...rest } = extra;
  const [course] = await db
    .insert(courseDefinitions)
    .values({
      tenantId,
      companyId: author.companyId,
      authorProfileId: author.profileId,
      authorUserId: author.userId,
      title: seed.title,
      description: seed.description,
      mediaResourceId: (seed.cover && author.files.get(seed.cover)) || null,
      createdAt: at,
      updatedAt: at,
      ...rest,
    })
    .returning({ id: courseDefinitions.id });
  const steps = await db
    .insert(courseSteps)
    .values(
      seed.steps.map((step, i) => ({
        tenantId,
        courseId: course!.id,
        position: i,
        ...stepValues(author, step),
        createdAt: at,
        updatedAt: at,
        ...stepExtra(i),
      })),
    )
    .returning({ id: courseSteps.id });
  return { id: course!.id, title: seed.title, stepIds: steps.map((s) => s.id) };
}

/** Participants a staff member coaches (or, for a company admin, of their company), oldest first. */
async function participantsOf(db: Db, tenantId: TenantId, staff: Author, coached: boolean, limit: number) {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(users.roleId, Role.Participant),
        coached ? eq(profiles.advisorProfileId, staff.profileId) : eq(profiles.companyId, staff.companyId ?? -1),
      ),
    )
    .orderBy(asc(profiles.id));
  const demo = rows.filter((r) => r.email === `participant@${tenantId}.example`);
  return [...demo, ...rows.filter((r) => !demo.includes(r))].slice(0, limit).map((r) => r.userId);
}

/**
 * Assigns a course to participants, `done[i]` steps done by the i-th (all of them: completed), a day apart,
 * the last one `daysAgo[i]` days before now.
 */
async function assign(
  db: Db,
  tenantId: TenantId,
  course: Made,
  by: Author,
  participantIds: number[],
  done: number[],
  now: Date,
): Promise<Assigned[]> {
  const made: Assigned[] = [];
  for (const [i, participantUserId] of participantIds.entries()) {
    const count = Math.min(done[i] ?? 0, course.stepIds.length);
    const assignedAt = new Date(now.getTime() - (20 + i * 3) * DAY);
    const doneAt = (k: number) => new Date(assignedAt.getTime() + (k + 1) * DAY + (i + 1) * 3600_000);
    const [row] = await db
      .insert(courseAssignments)
      .values({
        tenantId,
        courseId: course.id,
        participantUserId,
        assignedByUserId: by.userId,
        assignedAt,
        startedAt: count ? doneAt(0) : null,
        lastActivityAt: count ? doneAt(count - 1) : null,
        completedAt: count === course.stepIds.length ? doneAt(count - 1) : null,
      })
      .returning({ id: courseAssignments.id });
    if (count) {
      await db
        .insert(courseStepProgress)
        .values(
          course.stepIds
            .slice(0, count)
            .map((stepId, k) => ({ tenantId, assignmentId: row!.id, stepId, doneAt: doneAt(k) })),
        );
    }
    const completedAt = count === course.stepIds.length ? doneAt(count - 1) : null;
    made.push({ courseId: course.id, title: course.title, participantUserId, assignedAt, completedAt });
  }
  return made;
}

/**
 * The notifications the assignments would have made: "New course" to each participant, and each completion
 * to the coach who assigned it (the advisor's bell).
 */
async function notify(db: Db, tenantId: TenantId, assigned: Assigned[], coach: Author) {
  const people = await recipientsOfUsers(db, tenantId, [...new Set(assigned.map((a) => a.participantUserId))]);
  const names = await db
    .select({ userId: profiles.userId, name: sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}` })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        inArray(
          profiles.userId,
          people.map((p) => p.userId),
        ),
      ),
    );
  const [coachRecipient] = await recipientsOfUsers(db, tenantId, [coach.userId]);
  const drafts: NotificationDraft[] = [];
  for (const a of assigned) {
    const person = people.find((p) => p.userId === a.participantUserId)!;
    const about = { entityProfileId: person.profileId, courseId: a.courseId };
    drafts.push({
      recipient: person,
      type: NotificationType.Routine,
      code: NotificationCode.CourseAssigned,
      message: 'course.assigned',
      link: 'course.assigned.link',
      vars: { title: a.title },
      parameters: about,
      subjectUserId: a.participantUserId,
      dedupeKey: `course-assigned:${a.courseId}`,
      createdAt: a.assignedAt,
    });
    if (a.completedAt && coachRecipient) {
      drafts.push({
        recipient: coachRecipient,
        type: NotificationType.Activities,
        code: NotificationCode.CourseCompleted,
        message: 'course.completed',
        link: 'course.completed.link',
        vars: { name: names.find((n) => n.userId === a.participantUserId)?.name ?? '', title: a.title },
        parameters: about,
        subjectUserId: a.participantUserId,
        createdAt: a.completedAt,
      });
    }
  }
  await insertNotifications(db, tenantId, drafts);
}

/**
 * The demo courses of a tenant (issue 28): four library courses by staff of both practices, the advisor's
 * copy of the sleep course (imported before its author improved a step: the copy offers the update, and
 * keeps the advisor's own edit of the first step when it is pulled), the advisor's draft, and assignments
 * with progress (the demo participant has finished one course and is halfway through another).
 */
export async function seedCourses(db: Db, tenantId: TenantId, now = new Date()): Promise<void> {
  const [admin, admin2, advisor, advisor3] = await Promise.all(
    ['companyadmin', 'companyadmin2', 'advisor', 'advisor3'].map((e) => authorOf(db, tenantId, e)),
  );
  if (!admin || !admin2 || !advisor || !advisor3) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // The sleep course, improved (its bedroom step) after the advisor imported it: content version 2.
  const sleep = await insertCourse(db, tenantId, admin2, SLEEP, {
    visibilityStatus: 'ALL',
    contentVersion: 2,
    at: ago(60),
    updatedAt: ago(5),
  });
  const walking = await insertCourse(db, tenantId, advisor3, WALKING, {
    visibilityStatus: 'ALL',
    autoAssignAll: true,
    at: ago(50),
  });
  const eating = await insertCourse(db, tenantId, admin, MINDFUL_EATING, { visibilityStatus: 'ALL', at: ago(45) });
  const stress = await insertCourse(db, tenantId, advisor, STRESS, { visibilityStatus: 'ALL', at: ago(40) });

  // The advisor's copy: the bedroom step as it was, the first step with a line of the advisor's own.
  const bedroom = SLEEP.steps.findIndex((s) => s.title === SLEEP_BEDROOM_BEFORE.title);
  const base = (i: number): StepSeed => (i === bedroom ? SLEEP_BEDROOM_BEFORE : SLEEP.steps[i]!);
  const copySeed: CourseSeed = {
    ...SLEEP,
    steps: SLEEP.steps.map((s, i) =>
      i === 0
        ? { ...s, description: `${s.description}\n\nWe will look at your sleep diary together at our next call.` }
        : base(i),
    ),
  };
  const sourceBase: CourseBase = {
    title: SLEEP.title,
    description: SLEEP.description,
    mediaResourceId: (SLEEP.cover && admin2.files.get(SLEEP.cover)) || null,
    stepIds: sleep.stepIds,
  };
  // An import keeps the source's media (the author's library files).
  const sleepCopy = await insertCourse(
    db,
    tenantId,
    { ...advisor, files: admin2.files },
    copySeed,
    { visibilityStatus: 'PRIVATE', sourceCourseId: sleep.id, sourceContentVersion: 1, sourceBase, at: ago(30) },
    (i) => ({ sourceStepId: sleep.stepIds[i]!, sourceBase: stepValues(admin2, base(i)) }),
  );
  await insertCourse(db, tenantId, advisor, DESK_STRETCHES, { at: ago(2) });

  const coached = await participantsOf(db, tenantId, advisor, true, 4);
  const advisorAssigned = [
    ...(await assign(db, tenantId, stress, advisor, coached, [STRESS.steps.length, 2, 0, STRESS.steps.length], now)),
    ...(await assign(db, tenantId, sleepCopy, advisor, coached.slice(0, 3), [2, 0, 4], now)),
  ];
  await notify(db, tenantId, advisorAssigned, advisor);
  const company0 = await participantsOf(db, tenantId, admin, false, 5);
  await assign(db, tenantId, eating, admin, company0.slice(1), [MINDFUL_EATING.steps.length, 3, 0, 1], now);
  const company1 = await participantsOf(db, tenantId, advisor3, true, 3);
  await assign(db, tenantId, walking, advisor3, company1, [WALKING.steps.length, 4, 0], now);
}
