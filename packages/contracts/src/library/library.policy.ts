import { definePolicy, isAdmin, isParticipant, isStaff, type PolicyActor } from '../policy.js';

/**
 * What the library rules look at of a folder (or of the folder a file is in): the tree it belongs to.
 * A person's tree has their profile as owner and no company; a company's shared tree has the company
 * and no owner. Every subfolder carries its root's owner and company.
 */
export interface LibraryFolderResource {
  ownerProfileId: number | null;
  companyId: number | null;
}

/** A folder is in the actor's library: their own tree, or their company's shared tree. */
export const inLibraryOf = (actor: PolicyActor, folder: LibraryFolderResource): boolean =>
  (folder.ownerProfileId === actor.profileId && folder.companyId === null) ||
  (actor.companyId !== null && folder.companyId === actor.companyId && folder.ownerProfileId === null);

/**
 * Library folders and the files in them (docs/decisions.md, "Media library"): staff keep a library,
 * each their own tree and their company's shared one; participants none (they read what was sent to
 * them). Nobody sees another person's library, admins included: what a colleague should see is shared
 * to the company. Whoever sees a folder may add to it, rename, move and delete in it.
 */
export const libraryFolderPolicy = definePolicy<LibraryFolderResource | undefined, 'use' | 'change'>({
  view: (actor, folder) => isStaff(actor) && folder !== undefined && inLibraryOf(actor, folder),
  /** Keep a library at all ("The media library is for staff."). */
  use: (actor) => isStaff(actor),
  change: (actor) => isStaff(actor),
});

/** A file of the library, by the folder it is in. */
export interface LibraryFileResource {
  folder: LibraryFolderResource;
}

/**
 * Files of the library: seen (and retitled, labelled, moved, deleted, sent, shared) where their folder
 * is seen. A file sent to someone or posted in a chat is read through those uses, not this policy.
 */
export const libraryFilePolicy = definePolicy<LibraryFileResource | undefined, 'change' | 'send' | 'share'>({
  view: (actor, file) => isStaff(actor) && file !== undefined && inLibraryOf(actor, file.folder),
  change: (actor) => isStaff(actor),
  send: (actor) => isStaff(actor),
  share: (actor) => isStaff(actor),
});

/** The company a file is shared to. */
export interface LibraryShareTarget {
  companyId: number;
}

/** Sharing a file to a company's shared folder: one's own company; admins any company they see. */
export const libraryShareTargetPolicy = definePolicy<LibraryShareTarget | undefined, 'shareTo'>({
  view: () => true,
  shareTo: (actor, target) =>
    target !== undefined && isStaff(actor) && (isAdmin(actor) || actor.companyId === target.companyId),
});

/**
 * A participant's media (what was sent to them): the participant their own; staff the participants they
 * may see (`visibleToActor`, decided in SQL by the participants' visibility rule). Anyone else: 404.
 */
export interface ParticipantMediaResource {
  profileId: number;
  /** The participant is one the (staff) actor may see. */
  visibleToActor: boolean;
}

export const participantMediaPolicy = definePolicy<ParticipantMediaResource | undefined, 'send'>({
  view: (actor, media) =>
    media !== undefined &&
    (isParticipant(actor) ? media.profileId === actor.profileId : isStaff(actor) && media.visibleToActor),
  send: (actor) => isStaff(actor),
});
