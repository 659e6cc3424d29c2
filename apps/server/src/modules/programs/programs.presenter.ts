import type { Program } from '@stride/contracts';
import type { programs } from './programs.table.js';

export type ProgramRow = typeof programs.$inferSelect;

export function presentProgram(row: ProgramRow, profilesCount = 0): Program {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    companyId: row.companyId,
    profilesCount,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}
