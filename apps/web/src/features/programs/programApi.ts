import { endpoints, type Program } from '@stride/contracts';
import { callEndpoint, saveVersioned } from '../../app/api';
import { getProgram } from './programQueries';

/** PUT /programs/{id} with the program's name and description and the new state, If-Match; a 412 retries on the reloaded one. */
export function setProgramActive(program: Program, active: boolean): Promise<Program> {
  const bodyOn = ({ name, description }: Program) => ({ name, description, active });
  return saveVersioned({
    version: program.version,
    body: bodyOn(program),
    rebase: bodyOn,
    save: (body, version) => callEndpoint(endpoints.programs.update, { params: { id: program.id }, body, version }),
    reload: () => getProgram(program.id),
  });
}

/** POST /programs/{id}/assign or /unassign with profile ids, the company in the query. */
export function changeProgramProfiles(
  change: 'assign' | 'unassign',
  program: Pick<Program, 'id' | 'companyId'>,
  profiles: number[],
) {
  return callEndpoint(endpoints.programs[change], {
    params: { id: program.id },
    query: { companyId: program.companyId },
    body: { profiles },
  });
}
