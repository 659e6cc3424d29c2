import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  idParamsSchema,
  likeBodySchema,
  resourceListSchema,
  resourceSchema,
  resourceSearchQuerySchema,
  resourceThumbnailBodySchema,
  resourceThumbnailMlBodySchema,
  resourceTitleBodySchema,
  shareToCompanyBodySchema,
  STAFF_ROLES,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { libraryTx } from './library.policy.js';
import { presentResource } from './library.presenter.js';
import type { ResourceRow } from './library.table.js';
import {
  getReadableResource,
  likeResource,
  searchResources,
  setResourceTitle,
  shareToCompany,
} from './resources.service.js';
import { thumbnailFromLibrary, thumbnailFromUpload, type InTenant } from './thumbnails.js';

const inTenantOf =
  (req: FastifyRequest): InTenant =>
  (fn) =>
    tenantTx(req, fn);

/**
 * Resources (spec 001 section 7 and spec 002): read, searched, liked, retitled, shared to a company,
 * given a thumbnail. Staff only, except GET /ml/resources/{id} of a file sent to oneself
 * (participants). Sending is in sent-resources.routes.ts.
 */
export async function resourcesRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['library'];
  const staff = { roles: STAFF_ROLES };
  const { fileLinks } = app.platform;
  const present = (row: ResourceRow) => presentResource(row, fileLinks);

  r.get(
    '/api/ml/resources/search',
    { config: staff, schema: { tags, querystring: resourceSearchQuerySchema, response: { 200: resourceListSchema } } },
    async (req) => {
      const { rows, total } = await libraryTx(req, (tx, ctx, viewer) => searchResources(tx, ctx, viewer, req.query));
      return paged('items', rows.map(present), total, req.query);
    },
  );

  r.get(
    '/api/ml/resources/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: resourceSchema } } },
    async (req, reply) => {
      const row = await libraryTx(req, (tx, ctx, viewer) => getReadableResource(tx, ctx, viewer, req.params.id));
      return sendVersioned(reply, present(row));
    },
  );

  r.post(
    '/api/ml/resources/:id/like',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: likeBodySchema, response: { 200: resourceSchema } },
    },
    async (req, reply) => {
      const row = await libraryTx(req, (tx, ctx, viewer) =>
        likeResource(tx, ctx, viewer, req.params.id, req.body.isFavorite),
      );
      return sendVersioned(reply, present(row));
    },
  );

  r.put(
    '/api/ml/resources/:id/title',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: resourceTitleBodySchema, response: { 200: resourceSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const row = await libraryTx(req, (tx, ctx, viewer) =>
        setResourceTitle(tx, ctx, viewer, req.params.id, version, req.body.title, fileLinks),
      );
      return sendVersioned(reply, present(row));
    },
  );

  r.post(
    '/api/ml/resources/:id/shareToCompany',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: shareToCompanyBodySchema, response: { 201: resourceSchema } },
    },
    async (req, reply) => {
      const copy = await libraryTx(req, (tx, ctx, viewer) =>
        shareToCompany(tx, ctx, viewer, req.params.id, req.body.companyId),
      );
      return reply.status(201).send(sendVersioned(reply, present(copy)));
    },
  );

  r.put(
    '/api/ml/resources/:id/thumbnail',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: resourceThumbnailBodySchema, response: { 200: resourceSchema } },
    },
    async (req, reply) => {
      const row = await thumbnailFromUpload(inTenantOf(req), app.platform, req.params.id, req.body.storageFileId);
      return sendVersioned(reply, present(row));
    },
  );

  r.put(
    '/api/ml/resources/:id/thumbnail-ml',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: resourceThumbnailMlBodySchema, response: { 200: resourceSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const row = await thumbnailFromLibrary(inTenantOf(req), app.platform, req.params.id, version, req.body);
      return sendVersioned(reply, present(row));
    },
  );
}
