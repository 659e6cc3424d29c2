import type { RoutineLibraryResource } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';

/**
 * The kinds of things a library shares with other companies, each with what its path may name of it (a
 * definition's kind) and what its copy into the receiver's library takes and answers. The module that owns
 * a kind adds it by augmenting this interface (as events augment the event map), in `<domain>.sharing.ts`:
 *
 *   declare module '../sharing/sharing.kinds.js' {
 *     interface ShareKinds { FOLDER: { variant: never; copy: { options: { title?: string }; result: ... } } }
 *   }
 *
 * and lists its ShareKindSpec in modules/index.ts (SHARE_KINDS), which app.ts registers before any route.
 */
export interface ShareKinds {
  /** Not a kind (ShareKind takes the string keys only): the map's own member until the modules add theirs. */
  readonly [noKind]?: never;
}
declare const noKind: unique symbol;

/** What one kind declares in ShareKinds. */
export interface ShareKindShape {
  /** A narrower kind the subject's path names (a definition's EXERCISE, SERIES, ACTIVITY), or never. */
  variant: string;
  /** The copy of a subject shared with the actor's company: what it takes and answers (never: no copy). */
  copy: { options: unknown; result: unknown };
}

export type ShareKind = keyof ShareKinds & string;
type Shape<K extends ShareKind> = ShareKinds[K] extends ShareKindShape ? ShareKinds[K] : never;
export type VariantOf<K extends ShareKind> = Shape<K>['variant'];
export type CopyOptionsOf<K extends ShareKind> = Shape<K>['copy']['options'];
export type CopyResultOf<K extends ShareKind> = Shape<K>['copy']['result'];

/** What sharing reads of a subject: its library (null: the platform's) and its title (the notification's). */
export interface SharedThing {
  id: number;
  companyId: number | null;
  title: string;
}

/** A subject with its kind, as sharing carries it. */
export interface ShareSubjectRow extends SharedThing {
  kind: ShareKind;
}

/** How a module shares one kind: what it is, who may share it, how it is read and copied. */
export interface ShareKindSpec<K extends ShareKind = ShareKind> {
  kind: K;
  /** The audit log's entity type of its shares (kept from before the one table, so history reads alike). */
  auditEntity: string;
  /** What a missing subject is called in the 404 ("Folder not found."), by the variant its path names. */
  noun(variant?: VariantOf<K>): string;
  /** The subject in the tenant (of the variant, when the path names one); undefined when there is none. */
  load(tx: Db, ctx: RequestContext, id: number, variant?: VariantOf<K>): Promise<SharedThing | undefined>;
  /**
   * Whether the subject reaches the company otherwise than by its own share (a definition also through its
   * folder or a routine that holds it). Without it, its own share is the only way.
   */
  reaches?(tx: Db, ctx: RequestContext, id: number, companyId: number): Promise<boolean>;
  /**
   * The kind's policy for a share with companies: throws the 404 or 403 its policy gives. The resource
   * carries the actor's company in `sharedWithCompanyIds` when the subject is shared with it.
   */
  authorizeShare(actor: Actor, resource: RoutineLibraryResource): void;
  /** The policy of sharing it with one's own company (POST .../shared/company); absent: the kind has no such call. */
  authorizeShareWithOwnCompany?(actor: Actor, resource: RoutineLibraryResource): void;
  /** Where the body names the companies, for a 400 about them, and the detail's text (default: the message). */
  companiesField: { path: string; detail?: string };
  /** The receivers' staff are told of a new share (the one notification, `sharing.shared`). */
  notifies: boolean;
  /**
   * The kind is imported by colleagues too: a subject of the actor's own company that `reaches` them may be
   * copied (a course of the tenant's library, whoever wrote it). Without it, a subject of one's own company
   * is in one's library already and is no import (404).
   */
  importsWithinCompany?: boolean;
  /** Copies a subject shared with the actor's company into their library, once sharing let it through. */
  copy?(tx: Db, ctx: RequestContext, actor: Actor, id: number, options: CopyOptionsOf<K>): Promise<CopyResultOf<K>>;
}

/** Any registered kind's spec. */
export type AnyShareKindSpec = { [K in ShareKind]: ShareKindSpec<K> }[ShareKind];

/** A kind's spec, typed (for the owning module's `<domain>.sharing.ts`). */
export const defineShareKind = <K extends ShareKind>(spec: ShareKindSpec<K>): ShareKindSpec<K> => spec;

const registry = new Map<string, ShareKindSpec>();

/**
 * Registers the kinds (app.ts, from SHARE_KINDS in modules/index.ts). Registering the same spec again is
 * nothing (tests build several apps in one process); another spec for a kind already taken is an error.
 */
export function registerShareKinds(specs: readonly AnyShareKindSpec[]): void {
  for (const spec of specs) {
    const taken = registry.get(spec.kind);
    if (taken && taken !== spec) throw new Error(`The share kind ${spec.kind} is registered twice.`);
    registry.set(spec.kind, spec as unknown as ShareKindSpec);
  }
}

/** The spec of a registered kind; an unknown kind is refused (nothing is shared that no module owns). */
export function shareKindSpec<K extends ShareKind>(kind: K): ShareKindSpec<K> {
  const spec = registry.get(kind);
  if (!spec) throw new Error(`No module registered the share kind ${String(kind)}.`);
  return spec as unknown as ShareKindSpec<K>;
}

/** The registered kinds, in registration order. */
export const registeredShareKinds = (): ShareKind[] => [...registry.keys()] as ShareKind[];
