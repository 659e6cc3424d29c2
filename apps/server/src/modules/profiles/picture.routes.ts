import type { FastifyInstance } from 'fastify';
import { idParamsSchema, profileSchema } from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { discardPicture, readPictureUpload, storePicture } from '../../platform/images/picture.js';
import { editablePerson, setProfilePicture } from './picture.service.js';
import { presentProfile } from './profiles.presenter.js';

/** PUT /profiles/{id}/picture: a multipart image, If-Match on the profile's version. */
export async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  typed(app).put(
    '/api/profiles/:id/picture',
    {
      schema: {
        tags: ['profiles'],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: profileSchema },
      },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      // Refused before the upload is read.
      await tenantTx(req, (tx, ctx) => editablePerson(tx, ctx, req.params.id));
      const picture = await readPictureUpload(req);
      const { storage } = req.server.platform;
      const key = await storePicture(
        storage,
        { tenantId: req.tenant.id, kind: 'profiles', id: req.params.id },
        picture,
      );
      try {
        const { person, previousKey } = await tenantTx(req, (tx, ctx) =>
          setProfilePicture(tx, ctx, req.params.id, version, { key, thumbBase64: picture.thumbBase64 }),
        );
        await discardPicture(storage, previousKey);
        return sendVersioned(reply, presentProfile(person));
      } catch (err) {
        await discardPicture(storage, key);
        throw err;
      }
    },
  );
}
