import type { FastifyInstance } from 'fastify';
import { companySchema, idParamsSchema } from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { discardPicture, readPictureUpload, storePicture } from '../../platform/images/picture.js';
import { COMPANY_EDITORS } from './companies.policy.js';
import { getEditableCompany, setCompanyPicture } from './companies.service.js';

/** PUT /practices/{id}/picture: a multipart image, If-Match on the company's version. */
export async function companyPictureRoutes(app: FastifyInstance): Promise<void> {
  typed(app).put(
    '/api/practices/:id/picture',
    {
      config: { roles: COMPANY_EDITORS },
      schema: {
        tags: ['companies'],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: companySchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      // Refused before the upload is read.
      await tenantTx(req, (tx, ctx) => getEditableCompany(tx, ctx, req.params.id));
      const picture = await readPictureUpload(req);
      const { storage } = req.server.platform;
      const key = await storePicture(
        storage,
        { tenantId: req.tenant.id, kind: 'companies', id: req.params.id },
        picture,
      );
      try {
        const { company, previousKey } = await tenantTx(req, (tx, ctx) =>
          setCompanyPicture(tx, ctx, req.params.id, version, { key, thumbBase64: picture.thumbBase64 }),
        );
        await discardPicture(storage, previousKey);
        return sendVersioned(reply, company);
      } catch (err) {
        await discardPicture(storage, key);
        throw err;
      }
    },
  );
}
