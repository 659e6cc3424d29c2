import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentStatus } from '@stride/contracts';
import { courseAssignments } from './courses.table.js';

const a = courseAssignments;

/** How many of the course's steps the participant did (a removed step takes its progress with it). */
const stepsDone = sql<number>`(select count(*) from course_step_progress p
  where p.tenant_id = ${a.tenantId} and p.assignment_id = ${a.id})`.mapWith(Number);

/**
 * The assignment's status: COMPLETED once every step was done (it stays so when a step is added later),
 * IN_PROGRESS from the first step done, NOT_STARTED before.
 */
export const assignmentStatusSql: SQL<AssignmentStatus> = sql<AssignmentStatus>`(case
  when ${a.completedAt} is not null then 'COMPLETED'
  when exists (select 1 from course_step_progress p where p.tenant_id = ${a.tenantId} and p.assignment_id = ${a.id})
    then 'IN_PROGRESS'
  else 'NOT_STARTED' end)`;

/**
 * A participant's progress through a course, as columns of a query over `course_assignments` (the author's
 * participants list, the participant's courses): one statement, whatever the count.
 */
export const progressColumns = {
  assignmentStatus: assignmentStatusSql,
  stepsDone,
  stepCount: sql<number>`(select count(*) from course_steps s
    where s.tenant_id = ${a.tenantId} and s.course_id = ${a.courseId})`.mapWith(Number),
  /** The first step not done, in order (none once completed). */
  currentStep: sql<{ id: number; title: string } | string | null>`(case when ${a.completedAt} is null then
    (select json_build_object('id', s.id, 'title', s.title) from course_steps s
     where s.tenant_id = ${a.tenantId} and s.course_id = ${a.courseId} and not exists
       (select 1 from course_step_progress p where p.assignment_id = ${a.id} and p.step_id = s.id)
     order by s.position, s.id limit 1) end)`,
  assignedAt: a.assignedAt,
  completedAt: a.completedAt,
  lastActivityAt: a.lastActivityAt,
};

/** What progressColumns read. */
export interface ProgressRow {
  assignmentStatus: AssignmentStatus;
  stepsDone: number;
  stepCount: number;
  currentStep: { id: number; title: string } | string | null;
  assignedAt: Date;
  completedAt: Date | null;
  lastActivityAt: Date | null;
}

/** The progress fields of the wire (the spec's `assignmentStatus`, the step reached). */
export function presentProgress(r: ProgressRow) {
  const step =
    typeof r.currentStep === 'string' ? (JSON.parse(r.currentStep) as { id: number; title: string }) : r.currentStep;
  return {
    assignmentStatus: r.assignmentStatus,
    stepsDone: r.stepsDone,
    stepCount: r.stepCount,
    currentStep: step ? { id: Number(step.id), title: step.title } : null,
    assignedAt: r.assignedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    lastActivityAt: r.lastActivityAt?.toISOString() ?? null,
  };
}
