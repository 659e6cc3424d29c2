import type { FastifyInstance } from 'fastify';
import { endpoints, ParticipantMessages } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route, type Call } from '../../platform/http/route.js';
import { presentParticipant } from './participants.presenter.js';
import {
  createParticipant,
  getVisibleParticipant,
  listParticipants,
  participantMail,
  participantMailFailed,
  setParticipantFlags,
  updateParticipant,
  type ParticipantMailKind,
} from './participants.service.js';

const api = endpoints.participants;

/** /participants (spec 000 section 7): list, add, view, edit, feature flags, welcome and reset e-mails. */
export async function participantsRoutes(app: FastifyInstance): Promise<void> {
  const { events, mail, config } = app.platform;

  route(app, api.list, async ({ tx, ctx, query }) => {
    const { items, total } = await listParticipants(tx, ctx, query);
    return paged('participants', items, total, query);
  });

  route(app, api.create, async ({ tx, ctx, body, afterCommit }) => {
    const participant = await createParticipant(tx, ctx, body);
    afterCommit(() =>
      events.publish({
        type: 'participant.created',
        tenantId: ctx.tenantId,
        actorUserId: ctx.actor.userId,
        payload: participant,
      }),
    );
    return participant;
  });

  route(app, api.get, async ({ tx, ctx, params }) =>
    presentParticipant(await getVisibleParticipant(tx, ctx, params.id)),
  );

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    updateParticipant(tx, ctx, params.id, version, body),
  );

  route(app, api.setFlags, async ({ tx, ctx, params, version, body }) =>
    setParticipantFlags(tx, ctx, params.id, version, body),
  );

  const mailHandler =
    (kind: ParticipantMailKind, success: string) =>
    async ({ tx, ctx, params, req, afterCommit }: Call<typeof api.sendWelcomeEmail | typeof api.passwordReset>) => {
      const request = await participantMail(tx, ctx, params.id, kind, config.publicUrl);
      // Queued once the link's token has committed; a mail that cannot be queued says so.
      afterCommit(async () => {
        try {
          await mail.send(request);
        } catch (err) {
          req.log.error({ err }, 'participant mail could not be queued');
          throw participantMailFailed(kind, 503, 'MAIL_FAILED');
        }
      });
      return { message: success };
    };
  route(app, api.sendWelcomeEmail, mailHandler('welcome', ParticipantMessages.welcomeSent));
  route(app, api.passwordReset, mailHandler('password-reset', ParticipantMessages.passwordReset));
}
