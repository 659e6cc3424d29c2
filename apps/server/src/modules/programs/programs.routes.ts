import type { FastifyInstance } from 'fastify';
import {
  createProgramBodySchema,
  idParamsSchema,
  programListQuerySchema,
  programListSchema,
  programSchema,
  updateProgramBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { PROGRAM_READERS, PROGRAM_WRITERS } from './programs.policy.js';
import { presentProgram } from './programs.presenter.js';
import { createProgram, deleteProgram, getVisibleProgram, listPrograms, updateProgram } from './programs.service.js';

/** /programs: a company's programs (spec 000 section 7, Programs). */
export async function programsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['programs'];

  r.get(
    '/api/programs',
    {
      config: { roles: PROGRAM_READERS },
      schema: { tags, querystring: programListQuerySchema, response: { 200: programListSchema } },
    },
    async (req) => {
      const { programs, total } = await tenantTx(req, (tx, ctx) => listPrograms(tx, ctx, req.query));
      return paged('programs', programs, total, req.query);
    },
  );

  r.post(
    '/api/programs',
    {
      config: { roles: PROGRAM_WRITERS },
      schema: { tags, body: createProgramBodySchema, response: { 201: programSchema } },
    },
    async (req, reply) => {
      const program = await tenantTx(req, (tx, ctx) => createProgram(tx, ctx, req.body));
      return reply.status(201).send(sendVersioned(reply, program));
    },
  );

  r.get(
    '/api/programs/:id',
    { config: { roles: PROGRAM_READERS }, schema: { tags, params: idParamsSchema, response: { 200: programSchema } } },
    async (req, reply) => {
      const { program, profilesCount } = await tenantTx(req, (tx, ctx) => getVisibleProgram(tx, ctx, req.params.id));
      return sendVersioned(reply, presentProgram(program, profilesCount));
    },
  );

  r.put(
    '/api/programs/:id',
    {
      config: { roles: PROGRAM_WRITERS },
      schema: { tags, params: idParamsSchema, body: updateProgramBodySchema, response: { 200: programSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const program = await tenantTx(req, (tx, ctx) => updateProgram(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, program);
    },
  );

  r.delete(
    '/api/programs/:id',
    { config: { roles: PROGRAM_WRITERS }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      await tenantTx(req, (tx, ctx) => deleteProgram(tx, ctx, req.params.id, version));
      return reply.status(204).send();
    },
  );
}
