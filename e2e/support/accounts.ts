import { Role, type RoleId, type TenantId } from '@stride/contracts';

export const DEMO_PASSWORD = 'stride-demo';

/** The demo accounts' local parts (README, docs/architecture.md, "Conventions"), by role. */
export const DEMO_ROLES = [
  { key: 'owner', role: Role.Owner },
  { key: 'admin', role: Role.Admin },
  { key: 'consultant', role: Role.Consultant },
  { key: 'companyadmin', role: Role.CompanyAdmin },
  { key: 'advisor', role: Role.Advisor },
  { key: 'team', role: Role.TeamMember },
  { key: 'participant', role: Role.Participant },
] as const satisfies readonly { key: string; role: RoleId }[];

export type DemoRoleKey = (typeof DEMO_ROLES)[number]['key'];

/** e.g. demoEmail('advisor', 'brain') → advisor@brain.example */
export function demoEmail(key: DemoRoleKey, tenant: TenantId = 'default'): string {
  return `${key}@${tenant}.example`;
}
