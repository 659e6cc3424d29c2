import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { replacePicture } from '../../../platform/images/picture.js';
import { editablePerson, setProfilePicture } from './picture.service.js';
import { presentProfile } from '../profiles.presenter.js';

const api = endpoints.profiles;

/** PUT /profiles/{id}/picture: a multipart image, If-Match on the profile's version. */
export async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.setPicture, { transaction: false }, async ({ req, ctx, params, version, inTx }) =>
    replacePicture(app.platform.storage, req, {
      owner: { tenantId: ctx.tenantId, kind: 'profiles', id: params.id },
      check: () => inTx((tx, c) => editablePerson(tx, c, params.id)),
      save: async (picture) => {
        const { person, previousKey } = await inTx((tx, c) => setProfilePicture(tx, c, params.id, version, picture));
        return { result: presentProfile(person), previousKey };
      },
    }),
  );
}
