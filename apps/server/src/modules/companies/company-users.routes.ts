import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { newUserMail, presentStaffUser } from '../profiles/index.js';
import {
  createCompanyUser,
  getCompanyUser,
  listCompanyUsers,
  setCompanyUserFlags,
  updateCompanyUser,
} from './company-users.service.js';

const api = endpoints.companies;

/** /practices/{id}/users: a company's staff (spec 000 section 7, Companies). */
export async function companyUsersRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.listUsers, async ({ tx, ctx, params, query }) => {
    const { rows, total } = await listCompanyUsers(tx, ctx, params.id, query);
    return paged('users', rows.map(presentStaffUser), total, query);
  });

  route(app, api.createUser, async ({ tx, ctx, params, body, afterCommit }) => {
    const person = await createCompanyUser(tx, ctx, params.id, body);
    const message = await newUserMail(tx, ctx, person, app.platform.config.publicUrl);
    afterCommit(() => app.platform.mail.send(message));
    return presentStaffUser(person);
  });

  route(app, api.getUser, async ({ tx, ctx, params }) =>
    presentStaffUser(await getCompanyUser(tx, ctx, params.practiceId, params.userId)),
  );

  route(app, api.updateUser, async ({ tx, ctx, params, version, body }) =>
    presentStaffUser(await updateCompanyUser(tx, ctx, params.practiceId, params.userId, version, body)),
  );

  route(app, api.setUserFlags, async ({ tx, ctx, params, version, body }) =>
    presentStaffUser(await setCompanyUserFlags(tx, ctx, params.practiceId, params.userId, version, body)),
  );
}
