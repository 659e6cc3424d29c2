import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { discardPicture } from '../../platform/images/picture.js';
import {
  createCompany,
  deleteCompany,
  getVisibleCompany,
  listCompanies,
  setCompanyFlags,
  updateCompany,
} from './companies.service.js';
import { presentOne } from './companies.presenter.js';

const api = endpoints.companies;

/** /practices: companies (spec 000 section 7, Companies). The model to copy: docs/architecture.md. */
export async function companiesRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ tx, ctx, query }) => {
    const { practices, total } = await listCompanies(tx, ctx, query);
    return paged('practices', practices, total, query);
  });

  route(app, api.create, async ({ tx, ctx, body }) => createCompany(tx, ctx, body));

  route(app, api.get, async ({ tx, ctx, params }) => {
    const { company } = await getVisibleCompany(tx, ctx, params.id);
    return presentOne(tx, ctx.tenantId, company);
  });

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateCompany(tx, ctx, params.id, version, body),
  );

  route(app, api.setFlags, async ({ tx, ctx, params, version, body }) =>
    setCompanyFlags(tx, ctx, params.id, version, body),
  );

  route(app, api.delete, async ({ tx, ctx, params, version, afterCommit }) => {
    const { previousKey } = await deleteCompany(tx, ctx, params.id, version);
    afterCommit(() => discardPicture(app.platform.storage, previousKey));
  });
}
