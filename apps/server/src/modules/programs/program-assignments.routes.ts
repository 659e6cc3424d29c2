import type { FastifyInstance } from 'fastify';
import {
  assignCompanyProgramsBodySchema,
  countConfirmationSchema,
  idParamsSchema,
  profileProgramsBodySchema,
  profileProgramsSchema,
  programCompanyQuerySchema,
  programProfilesBodySchema,
} from '@stride/contracts';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { PROGRAM_WRITERS } from './programs.policy.js';
import {
  assignProfiles,
  assignProgramsToParticipants,
  getProfilePrograms,
  setProfilePrograms,
  unassignProfiles,
} from './programs.service.js';

/** Who follows which program: per program, per profile, and for a company's participants at once. */
export async function programAssignmentsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['programs'];
  const writers = { roles: PROGRAM_WRITERS };

  // Assign and unassign differ only in the service they call and the spec's confirmation.
  const changes = [
    { path: '/api/programs/:id/assign', change: assignProfiles, message: 'Profiles assigned!' },
    { path: '/api/programs/:id/unassign', change: unassignProfiles, message: 'Profiles unassigned!' },
  ] as const;
  for (const { path, change, message } of changes) {
    r.post(
      path,
      {
        config: writers,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: programCompanyQuerySchema,
          body: programProfilesBodySchema,
          response: { 200: countConfirmationSchema },
        },
      },
      async (req) => {
        const count = await tenantTx(req, (tx, ctx) =>
          change(tx, ctx, req.params.id, req.query.companyId, req.body.profiles),
        );
        return { message, count };
      },
    );
  }

  r.get(
    '/api/profiles/:id/programs',
    { schema: { tags, params: idParamsSchema, response: { 200: profileProgramsSchema } } },
    async (req) => {
      const programs = await tenantTx(req, (tx, ctx) => getProfilePrograms(tx, ctx, req.params.id));
      return { programs };
    },
  );

  r.put(
    '/api/profiles/:id/programs',
    {
      config: writers,
      schema: {
        tags,
        params: idParamsSchema,
        body: profileProgramsBodySchema,
        response: { 200: profileProgramsSchema },
      },
    },
    async (req) => {
      const programs = await tenantTx(req, (tx, ctx) => setProfilePrograms(tx, ctx, req.params.id, req.body.programs));
      return { programs };
    },
  );

  r.put(
    '/api/practices/:id/participants/programs',
    {
      config: writers,
      schema: {
        tags,
        params: idParamsSchema,
        body: assignCompanyProgramsBodySchema,
        response: { 200: countConfirmationSchema },
      },
    },
    async (req) => {
      const count = await tenantTx(req, (tx, ctx) =>
        assignProgramsToParticipants(tx, ctx, req.params.id, req.body.programs, req.body.participants),
      );
      return { message: 'Programs assigned!', count };
    },
  );
}
