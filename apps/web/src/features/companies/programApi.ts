import type { Program } from '@stride/contracts';
import { api } from '../../app/api/client';
import { updateVersioned } from '../../app/api/versioned';
import { parseProgram } from './programQueries';

/** PUT /programs/{id} with the program's name and description and the new state, If-Match; a 412 retries on the reloaded one. */
export function setProgramActive(program: Program, active: boolean): Promise<Program> {
  const bodyOn = ({ name, description }: Program) => ({ name, description, active });
  return updateVersioned<Program>({
    path: `/programs/${program.id}`,
    body: bodyOn(program),
    rebase: bodyOn,
    version: program.version,
    parse: parseProgram,
  });
}

/** POST /programs/{id}/assign or /unassign with profile ids, the company in the query. */
export function changeProgramProfiles(
  change: 'assign' | 'unassign',
  program: Pick<Program, 'id' | 'companyId'>,
  profiles: number[],
) {
  return api.post(`/programs/${program.id}/${change}`, { profiles }, { query: { companyId: program.companyId } });
}
