import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { confirmEmailChange, requestEmailChange } from './sign-in-email.service.js';

const api = endpoints.profiles;

/** One's own sign-in e-mail: asked for with one's password, made so by the link sent to the new address. */
export async function signInEmailRoutes(app: FastifyInstance): Promise<void> {
  const { mail, config } = app.platform;
  route(app, api.changeEmail, async ({ tx, ctx, params, body, afterCommit }) => {
    const mails = await requestEmailChange(tx, ctx, params.id, body, config.publicUrl);
    afterCommit(() => Promise.all(mails.map((m) => mail.send(m))));
    return { message: 'We have sent a link to your new e-mail address. Open it to confirm the change.' };
  });

  route(app, api.confirmEmailChange, async ({ tx, ctx, body, afterCommit }) => {
    const notice = await confirmEmailChange(tx, ctx, body.token);
    afterCommit(() => mail.send(notice));
    return { message: 'Your sign-in e-mail has changed. Sign in with the new address from now on.' };
  });
}
