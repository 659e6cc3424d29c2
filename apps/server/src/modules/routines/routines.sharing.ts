import { and, eq } from 'drizzle-orm';
import type { DefinitionKind, Sequence } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { defineShareKind, type AnyShareKindSpec } from '../sharing/index.js';
import { DEFINITION_NOUN } from './definitions/definitions.service.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  type DefinitionFolderRow,
  type DefinitionRow,
} from './routines.table.js';
import { copySharedFolder, importSharedDefinitions } from './shared/sharing-import.service.js';
import { importSharedSequence } from './sequences/sequences.copy.js';
import { routineSequences } from './sequences.table.js';
import { definitionSharedWith } from './definitions/shared-definitions.js';

/** The exercise library's kinds of shares (docs/decisions.md, "Exercise library: sharing, routines"). */
declare module '../sharing/sharing.kinds.js' {
  interface ShareKinds {
    DEFINITION: {
      variant: DefinitionKind;
      copy: { options: { folderId: number | null | undefined }; result: DefinitionRow };
    };
    FOLDER: {
      variant: never;
      copy: { options: { title: string | undefined }; result: { folder: DefinitionFolderRow; items: DefinitionRow[] } };
    };
    SEQUENCE: {
      variant: never;
      copy: { options: { folderId: number | null | undefined; links: FileLinks }; result: Sequence };
    };
  }
}

/** A receiver changes nothing shared: they copy it into their own library first. */
const OWN_ONLY = 'Only what your own library holds can be shared: copy it first.';
const NOT_A_PRACTICE = 'You are not a member of a practice.';
const COMPANIES = { path: 'body.companyId' };
const AUDIT_ENTITY = 'routine_share';

/** A definition (of the kind its path names), shared itself, through its folder or through a routine. */
const definitionKind = defineShareKind({
  kind: 'DEFINITION',
  auditEntity: AUDIT_ENTITY,
  noun: (variant) => (variant ? DEFINITION_NOUN[variant] : 'Definition'),
  async load(tx: Db, ctx: RequestContext, id: number, variant?: DefinitionKind) {
    const [r] = await tx
      .select({ id: routineDefinitions.id, companyId: routineDefinitions.companyId, title: routineDefinitions.title })
      .from(routineDefinitions)
      .where(
        and(
          eq(routineDefinitions.tenantId, ctx.tenantId),
          eq(routineDefinitions.id, id),
          variant ? eq(routineDefinitions.kind, variant) : undefined,
        ),
      );
    return r;
  },
  reaches: definitionSharedWith,
  authorizeShare: (actor, resource) => authorize(actor, 'routineDefinition.share', resource, OWN_ONLY),
  authorizeShareWithOwnCompany: (actor, resource) =>
    authorize(actor, 'routineDefinition.recommend', resource, NOT_A_PRACTICE),
  companiesField: COMPANIES,
  notifies: false,
  copy: async (tx, ctx, actor, id, { folderId }) => (await importSharedDefinitions(tx, ctx, actor, [id], folderId))[0]!,
});

/** A folder of definitions: its receivers see every definition in it, and are told. */
const folderKind = defineShareKind({
  kind: 'FOLDER',
  auditEntity: AUDIT_ENTITY,
  noun: () => 'Folder',
  async load(tx, ctx, id) {
    const [r] = await tx
      .select({
        id: routineDefinitionFolders.id,
        companyId: routineDefinitionFolders.companyId,
        title: routineDefinitionFolders.title,
      })
      .from(routineDefinitionFolders)
      .where(
        and(
          eq(routineDefinitionFolders.tenantId, ctx.tenantId),
          eq(routineDefinitionFolders.id, id),
          eq(routineDefinitionFolders.holds, 'DEFINITIONS'),
        ),
      );
    return r;
  },
  authorizeShare: (actor, resource) => authorize(actor, 'routineFolder.share', resource, OWN_ONLY),
  authorizeShareWithOwnCompany: (actor, resource) =>
    authorize(actor, 'routineFolder.recommend', resource, NOT_A_PRACTICE),
  companiesField: COMPANIES,
  notifies: true,
  copy: (tx, ctx, actor, id, { title }) => copySharedFolder(tx, ctx, actor, id, title),
});

/** A routine: its receivers see it and the definitions it holds, and are told. */
const sequenceKind = defineShareKind({
  kind: 'SEQUENCE',
  auditEntity: AUDIT_ENTITY,
  noun: () => 'Routine',
  async load(tx, ctx, id) {
    const [r] = await tx
      .select({ id: routineSequences.id, companyId: routineSequences.companyId, title: routineSequences.title })
      .from(routineSequences)
      .where(and(eq(routineSequences.tenantId, ctx.tenantId), eq(routineSequences.id, id)));
    return r;
  },
  authorizeShare: (actor, resource) => authorize(actor, 'routineSequence.share', resource, OWN_ONLY),
  companiesField: COMPANIES,
  notifies: true,
  copy: (tx, ctx, actor, id, { folderId, links }) => importSharedSequence(tx, ctx, actor, id, folderId, links),
});

/** Listed once in modules/index.ts (SHARE_KINDS). */
export const ROUTINE_SHARE_KINDS: AnyShareKindSpec[] = [definitionKind, folderKind, sequenceKind];
