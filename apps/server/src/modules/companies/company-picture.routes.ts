import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { replacePicture } from '../../platform/images/picture.js';
import { getEditableCompany, setCompanyPicture } from './companies.service.js';

/** PUT /practices/{id}/picture: a multipart image, If-Match on the company's version. */
export async function companyPictureRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.companies.setPicture, { transaction: false }, async ({ req, params, version, inTx }) =>
    replacePicture(app.platform.storage, req, {
      owner: { tenantId: req.tenant.id, kind: 'companies', id: params.id },
      check: () => inTx((tx, ctx) => getEditableCompany(tx, ctx, params.id)),
      save: async (picture) => {
        const { company, previousKey } = await inTx((tx, ctx) =>
          setCompanyPicture(tx, ctx, params.id, version, picture),
        );
        return { result: company, previousKey };
      },
    }),
  );
}
