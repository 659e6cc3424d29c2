/** Numeric roles (docs/architecture.md, "Conventions"). */
export const Role = {
  Owner: 1,
  Admin: 2,
  Consultant: 3,
  CompanyAdmin: 4,
  Advisor: 5,
  TeamMember: 6,
  Participant: 7,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const roleNames: Record<RoleId, string> = {
  1: 'Owner',
  2: 'Admin',
  3: 'Consultant',
  4: 'Company admin',
  5: 'Advisor',
  6: 'Team member',
  7: 'Participant',
};

/** The spec's "admins" role set. */
export const ADMIN_ROLES: readonly RoleId[] = [Role.Owner, Role.Admin];
/** Platform team ("bhUsers"). */
export const PLATFORM_ROLES: readonly RoleId[] = [Role.Owner, Role.Admin, Role.Consultant];
/** Practice (company) staff. */
export const PRACTICE_ROLES: readonly RoleId[] = [Role.CompanyAdmin, Role.Advisor, Role.TeamMember];
export const STAFF_ROLES: readonly RoleId[] = [...PLATFORM_ROLES, ...PRACTICE_ROLES];
/** Every signed-in person (an endpoint any role may call; its policy narrows it). */
export const ALL_ROLES: readonly RoleId[] = [...STAFF_ROLES, Role.Participant];
/**
 * Who may import participants (POST /participants/import): those who add them to a practice; a
 * consultant's participants have no practice, so no advisor to import with.
 */
export const IMPORT_ROLES: readonly RoleId[] = [
  Role.Owner,
  Role.Admin,
  Role.CompanyAdmin,
  Role.Advisor,
  Role.TeamMember,
];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}
