import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { prepareNewUserEmail } from './new-user-email.service.js';

/** POST /profiles/{id}/sendNewUserEmail: a fresh set-password link (spec: 'New user email sent!'). */
export async function newUserEmailRoutes(app: FastifyInstance): Promise<void> {
  const { mail, config } = app.platform;
  route(app, endpoints.profiles.sendNewUserEmail, async ({ tx, ctx, params, afterCommit }) => {
    const message = await prepareNewUserEmail(tx, ctx, params.id, config.publicUrl);
    afterCommit(() => mail.send(message));
    return { message: 'New user email sent!' };
  });
}
