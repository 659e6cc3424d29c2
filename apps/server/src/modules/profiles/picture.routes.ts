import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { discardPicture, readPictureUpload, storePicture } from '../../platform/images/picture.js';
import { editablePerson, setProfilePicture } from './picture.service.js';
import { presentProfile } from './profiles.presenter.js';

const api = endpoints.profiles;

/** PUT /profiles/{id}/picture: a multipart image, If-Match on the profile's version. */
export async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.setPicture, { transaction: false }, async ({ req, ctx, params, version, inTx }) => {
    // Refused before the upload is read.
    await inTx((tx, c) => editablePerson(tx, c, params.id));
    const picture = await readPictureUpload(req);
    const { storage } = app.platform;
    const key = await storePicture(storage, { tenantId: ctx.tenantId, kind: 'profiles', id: params.id }, picture);
    try {
      const { person, previousKey } = await inTx((tx, c) =>
        setProfilePicture(tx, c, params.id, version, { key, thumbBase64: picture.thumbBase64 }),
      );
      await discardPicture(storage, previousKey);
      return presentProfile(person);
    } catch (err) {
      await discardPicture(storage, key);
      throw err;
    }
  });
}
