import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { discardPicture, readPictureUpload, storePicture } from '../../platform/images/picture.js';
import { getEditableCompany, setCompanyPicture } from './companies.service.js';

/** PUT /practices/{id}/picture: a multipart image, If-Match on the company's version. */
export async function companyPictureRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.companies.setPicture, { transaction: false }, async ({ req, params, version, inTx }) => {
    // Refused before the upload is read.
    await inTx((tx, ctx) => getEditableCompany(tx, ctx, params.id));
    const picture = await readPictureUpload(req);
    const { storage } = app.platform;
    const key = await storePicture(storage, { tenantId: req.tenant.id, kind: 'companies', id: params.id }, picture);
    try {
      const { company, previousKey } = await inTx((tx, ctx) =>
        setCompanyPicture(tx, ctx, params.id, version, { key, thumbBase64: picture.thumbBase64 }),
      );
      await discardPicture(storage, previousKey);
      return company;
    } catch (err) {
      await discardPicture(storage, key);
      throw err;
    }
  });
}
