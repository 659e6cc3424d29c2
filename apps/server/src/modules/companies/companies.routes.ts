import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLES,
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  featureFlagsBodySchema,
  idParamsSchema,
  updateCompanyBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { discardPicture } from '../../platform/images/picture.js';
import { COMPANY_EDITORS, COMPANY_READERS } from './companies.policy.js';
import {
  createCompany,
  deleteCompany,
  getVisibleCompany,
  listCompanies,
  presentOne,
  setCompanyFlags,
  updateCompany,
} from './companies.service.js';

/** /practices: companies (spec 000 section 7, Companies). */
export async function companiesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['companies'];

  r.get(
    '/api/practices',
    {
      config: { roles: COMPANY_READERS },
      schema: { tags, querystring: companyListQuerySchema, response: { 200: companyListSchema } },
    },
    async (req) => {
      const { practices, total } = await tenantTx(req, (tx, ctx) => listCompanies(tx, ctx, req.query));
      return paged('practices', practices, total, req.query);
    },
  );

  r.post(
    '/api/practices',
    {
      config: { roles: ADMIN_ROLES },
      schema: { tags, body: createCompanyBodySchema, response: { 201: companySchema } },
    },
    async (req, reply) => {
      const company = await tenantTx(req, (tx, ctx) => createCompany(tx, ctx, req.body));
      return reply.status(201).send(sendVersioned(reply, company));
    },
  );

  r.get(
    '/api/practices/:id',
    {
      config: { roles: COMPANY_READERS },
      schema: { tags, params: idParamsSchema, response: { 200: companySchema } },
    },
    async (req, reply) => {
      const company = await tenantTx(req, async (tx, ctx) => {
        const { company: row } = await getVisibleCompany(tx, ctx, req.params.id);
        return presentOne(tx, ctx.tenantId, row);
      });
      return sendVersioned(reply, company);
    },
  );

  r.put(
    '/api/practices/:id',
    {
      config: { roles: COMPANY_EDITORS },
      schema: { tags, params: idParamsSchema, body: updateCompanyBodySchema, response: { 200: companySchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const company = await tenantTx(req, (tx, ctx) => updateCompany(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, company);
    },
  );

  r.put(
    '/api/practices/:id/featureFlag',
    {
      config: { roles: ADMIN_ROLES },
      schema: { tags, params: idParamsSchema, body: featureFlagsBodySchema, response: { 200: companySchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const company = await tenantTx(req, (tx, ctx) => setCompanyFlags(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, company);
    },
  );

  r.delete(
    '/api/practices/:id',
    { config: { roles: ADMIN_ROLES }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const { previousKey } = await tenantTx(req, (tx, ctx) => deleteCompany(tx, ctx, req.params.id, version));
      await discardPicture(req.server.platform.storage, previousKey);
      return reply.status(204).send();
    },
  );
}
