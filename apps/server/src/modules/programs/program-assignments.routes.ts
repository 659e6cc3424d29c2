import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import {
  assignProfiles,
  assignProgramsToParticipants,
  getProfilePrograms,
  setProfilePrograms,
  unassignProfiles,
} from './programs.service.js';

const api = endpoints.programs;

/** Who follows which program: per program, per profile, and for a company's participants at once. */
export async function programAssignmentsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.assign, async ({ tx, ctx, params, query, body }) => {
    const count = await assignProfiles(tx, ctx, params.id, query.companyId, body.profiles);
    return { message: 'Profiles assigned!', count };
  });

  route(app, api.unassign, async ({ tx, ctx, params, query, body }) => {
    const count = await unassignProfiles(tx, ctx, params.id, query.companyId, body.profiles);
    return { message: 'Profiles unassigned!', count };
  });

  route(app, api.ofProfile, async ({ tx, ctx, params }) => ({
    programs: await getProfilePrograms(tx, ctx, params.id),
  }));

  route(app, api.setOfProfile, async ({ tx, ctx, params, body }) => ({
    programs: await setProfilePrograms(tx, ctx, params.id, body.programs),
  }));

  route(app, api.assignToParticipants, async ({ tx, ctx, params, body }) => {
    const count = await assignProgramsToParticipants(tx, ctx, params.id, body.programs, body.participants);
    return { message: 'Programs assigned!', count };
  });
}
