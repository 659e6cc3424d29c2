import { and, eq } from 'drizzle-orm';
import { forbidden } from '../../platform/http/errors.js';
import { defineShareKind, type AnyShareKindSpec } from '../sharing/index.js';
import { courseDefinitions, type CourseRow } from './courses.table.js';
import { copyCourse } from './library.service.js';

/**
 * Courses in the tenant's library (docs/decisions.md, "Courses: who sees what"): a course reaches every
 * practice of the tenant while it is ALL, by its visibility rather than by shares, and colleagues of its
 * own practice import it too (`importsWithinCompany`). Its import is a copy of the actor's own, which keeps
 * where it came from so that it can pull the source's later changes (library.service.ts).
 */
declare module '../sharing/sharing.kinds.js' {
  interface ShareKinds {
    COURSE: { variant: never; copy: { options: { title?: string }; result: CourseRow } };
  }
}

const courseKind = defineShareKind({
  kind: 'COURSE',
  auditEntity: 'course_share',
  noun: () => 'Course',
  async load(tx, ctx, id) {
    const [r] = await tx
      .select({ id: courseDefinitions.id, companyId: courseDefinitions.companyId, title: courseDefinitions.title })
      .from(courseDefinitions)
      .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, id)));
    return r;
  },
  async reaches(tx, ctx, id) {
    const [r] = await tx
      .select({ visibility: courseDefinitions.visibilityStatus })
      .from(courseDefinitions)
      .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, id)));
    return r?.visibility === 'ALL';
  },
  // No call shares a course with chosen practices: publishing it (ALL) puts it in every practice's library.
  authorizeShare: () => {
    throw forbidden('A course is shared by publishing it to the library.');
  },
  companiesField: { path: 'body.companyId' },
  notifies: false,
  importsWithinCompany: true,
  copy: (tx, ctx, actor, id, options) => copyCourse(tx, ctx, actor, id, options.title),
});

/** Listed once in modules/index.ts (SHARE_KINDS). */
export const COURSE_SHARE_KINDS: AnyShareKindSpec[] = [courseKind];
