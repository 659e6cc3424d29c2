import { and, eq } from 'drizzle-orm';
import { authorize } from '../../platform/http/authorize.js';
import { defineShareKind, type AnyShareKindSpec } from '../sharing/index.js';
import { sprintTemplates } from './sprints.table.js';

/**
 * Sprint templates shared with other practices (docs/decisions.md, "One sharing"): read-only to the
 * receivers, who duplicate one to change it (POST /messages/templates/{id}/duplicate, the sprints' own call,
 * which works on any template they see: no copy of the sharing module's).
 */
declare module '../sharing/sharing.kinds.js' {
  interface ShareKinds {
    SPRINT_TEMPLATE: { variant: never; copy: never };
  }
}

const sprintTemplateKind = defineShareKind({
  kind: 'SPRINT_TEMPLATE',
  auditEntity: 'sprint_template_share',
  noun: () => 'Sprint',
  async load(tx, ctx, id) {
    const [r] = await tx
      .select({ id: sprintTemplates.id, companyId: sprintTemplates.companyId, title: sprintTemplates.name })
      .from(sprintTemplates)
      .where(and(eq(sprintTemplates.tenantId, ctx.tenantId), eq(sprintTemplates.id, id)));
    return r;
  },
  authorizeShare: (actor, resource) =>
    authorize(actor, 'sprintTemplate.share', resource, 'This sprint is read-only to you: duplicate it to change it.'),
  companiesField: { path: 'body.practices', detail: 'Not practices you can share with.' },
  notifies: false,
});

/** Listed once in modules/index.ts (SHARE_KINDS). */
export const SPRINT_SHARE_KINDS: AnyShareKindSpec[] = [sprintTemplateKind];
