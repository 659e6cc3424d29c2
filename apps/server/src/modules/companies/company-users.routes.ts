import type { FastifyInstance } from 'fastify';
import {
  createPracticeUserBodySchema,
  featureFlagsBodySchema,
  idParamsSchema,
  practiceUserListQuerySchema,
  practiceUserParamsSchema,
  staffUserListSchema,
  staffUserSchema,
  updatePracticeUserBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { newUserMail } from '../profiles/new-user-mail.js';
import { presentStaffUser } from '../profiles/staff.presenter.js';
import { COMPANY_EDITORS, COMPANY_STAFF_READERS } from './companies.policy.js';
import {
  createCompanyUser,
  getCompanyUser,
  listCompanyUsers,
  setCompanyUserFlags,
  updateCompanyUser,
} from './company-users.service.js';

/** /practices/{id}/users: a company's staff (spec 000 section 7, Companies). */
export async function companyUsersRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['companies'];

  r.get(
    '/api/practices/:id/users',
    {
      config: { roles: COMPANY_STAFF_READERS },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: practiceUserListQuerySchema,
        response: { 200: staffUserListSchema },
      },
    },
    async (req) => {
      const { rows, total } = await tenantTx(req, (tx, ctx) => listCompanyUsers(tx, ctx, req.params.id, req.query));
      return paged('users', rows.map(presentStaffUser), total, req.query);
    },
  );

  r.post(
    '/api/practices/:id/users',
    {
      config: { roles: COMPANY_EDITORS },
      schema: { tags, params: idParamsSchema, body: createPracticeUserBodySchema, response: { 201: staffUserSchema } },
    },
    async (req, reply) => {
      const { mail, config } = req.server.platform;
      const { person, message } = await tenantTx(req, async (tx, ctx) => {
        const created = await createCompanyUser(tx, ctx, req.params.id, req.body);
        return { person: created, message: await newUserMail(tx, ctx, created, config.publicUrl) };
      });
      await mail.send(message);
      return reply.status(201).send(sendVersioned(reply, presentStaffUser(person)));
    },
  );

  r.get(
    '/api/practices/:practiceId/users/:userId',
    {
      config: { roles: COMPANY_STAFF_READERS },
      schema: { tags, params: practiceUserParamsSchema, response: { 200: staffUserSchema } },
    },
    async (req, reply) => {
      const { practiceId, userId } = req.params;
      const person = await tenantTx(req, (tx, ctx) => getCompanyUser(tx, ctx, practiceId, userId));
      return sendVersioned(reply, presentStaffUser(person));
    },
  );

  r.put(
    '/api/practices/:practiceId/users/:userId',
    {
      config: { roles: COMPANY_EDITORS },
      schema: {
        tags,
        params: practiceUserParamsSchema,
        body: updatePracticeUserBodySchema,
        response: { 200: staffUserSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const { practiceId, userId } = req.params;
      const person = await tenantTx(req, (tx, ctx) =>
        updateCompanyUser(tx, ctx, practiceId, userId, version, req.body),
      );
      return sendVersioned(reply, presentStaffUser(person));
    },
  );

  r.put(
    '/api/practices/:practiceId/users/:userId/featureFlag',
    {
      config: { roles: COMPANY_EDITORS },
      schema: {
        tags,
        params: practiceUserParamsSchema,
        body: featureFlagsBodySchema,
        response: { 200: staffUserSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const { practiceId, userId } = req.params;
      const person = await tenantTx(req, (tx, ctx) =>
        setCompanyUserFlags(tx, ctx, practiceId, userId, version, req.body),
      );
      return sendVersioned(reply, presentStaffUser(person));
    },
  );
}
