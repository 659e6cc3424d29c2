import { describe, expect, it } from 'vitest';
import { decide, type LibraryFolderResource, type PolicyActor, type RoleId } from '@stride/contracts';
import { actorOf, byRole, OTHER_COMPANY, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

/** Folders by tree, relative to the actor of the table (the companies of policy-actors). */
const FOLDERS: Record<string, (actor: PolicyActor) => LibraryFolderResource> = {
  ownTree: (actor) => ({ ownerProfileId: actor.profileId, companyId: null }),
  colleagueTree: () => ({ ownerProfileId: 999, companyId: null }),
  ownCompanyShared: () => ({ ownerProfileId: null, companyId: OWN_COMPANY }),
  otherCompanyShared: () => ({ ownerProfileId: null, companyId: OTHER_COMPANY }),
};

/** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403): view, change, and the same for a file in it. */
const FOLDER_TABLE: [keyof typeof FOLDERS, view: string][] = [
  // Staff keep their own library; participants have none.
  ['ownTree', 'AAAAAAH'],
  // Nobody sees another person's library, admins included.
  ['colleagueTree', 'HHHHHHH'],
  // The company's shared tree: its staff (the platform team has no company).
  ['ownCompanyShared', 'HHHAAAH'],
  ['otherCompanyShared', 'HHHHHHH'],
];

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe('library folder and file policies', () => {
  describe.each(FOLDER_TABLE)('%s', (name, view) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      const folder = FOLDERS[name]!(actor);
      for (const action of ['libraryFolder.view', 'libraryFolder.change'] as const) {
        expect(decide(actor, action, folder), action).toBe(at(view, role));
      }
      for (const action of [
        'libraryFile.view',
        'libraryFile.change',
        'libraryFile.send',
        'libraryFile.share',
      ] as const) {
        expect(decide(actor, action, { folder }), action).toBe(at(view, role));
      }
    });
  });

  it.each(ROLES.map((role) => [role] as const))('role %i: keeping a library is for staff', (role) => {
    expect(decide(actorOf(role), 'libraryFolder.use', undefined)).toBe(at('AAAAAAF', role));
  });

  it('a company admin of no company sees only their own tree', () => {
    const actor = actorOf(4, { companyId: null });
    expect(decide(actor, 'libraryFolder.view', { ownerProfileId: null, companyId: OWN_COMPANY })).toBe('hidden');
    expect(decide(actor, 'libraryFolder.view', { ownerProfileId: actor.profileId, companyId: null })).toBe('allow');
  });
});

describe('sharing to a company', () => {
  const TABLE: [string, companyId: number, shareTo: string][] = [
    // Admins share to any company; practice staff to their own; a consultant has none.
    ['own company', OWN_COMPANY, 'AAFAAAF'],
    ['another company', OTHER_COMPANY, 'AAFFFFF'],
  ];
  describe.each(TABLE)('%s', (_name, companyId, shareTo) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      expect(decide(actorOf(role), 'libraryShareTarget.shareTo', { companyId })).toBe(at(shareTo, role));
    });
  });
});

describe("a participant's media", () => {
  const TABLE: [string, (actor: PolicyActor) => { profileId: number; visibleToActor: boolean }, string, string][] = [
    // The participant's own media: theirs to read, not to send to.
    ['own media', (actor) => ({ profileId: actor.profileId, visibleToActor: false }), 'HHHHHHA', 'HHHHHHF'],
    // A participant the staff member may see (decided in SQL): read and send.
    ['a visible participant', () => ({ profileId: 900, visibleToActor: true }), 'AAAAAAH', 'AAAAAAH'],
    ['a participant they may not see', () => ({ profileId: 900, visibleToActor: false }), 'HHHHHHH', 'HHHHHHH'],
  ];
  describe.each(TABLE)('%s', (_name, media, view, send) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'participantMedia.view', media(actor))).toBe(at(view, role));
      expect(decide(actor, 'participantMedia.send', media(actor))).toBe(at(send, role));
    });
  });
});
