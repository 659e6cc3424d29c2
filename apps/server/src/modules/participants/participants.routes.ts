import type { FastifyInstance } from 'fastify';
import {
  createParticipantBodySchema,
  featureFlagsBodySchema,
  idParamsSchema,
  messageSchema,
  participantListQuerySchema,
  participantListSchema,
  ParticipantMessages,
  participantSchema,
  STAFF_ROLES,
  updateParticipantBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
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

/** /participants (spec 000 section 7): list, add, view, edit, feature flags, welcome and reset e-mails. */
export async function participantsRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['participants'];
  const staff = { roles: STAFF_ROLES };

  r.get(
    '/api/participants',
    {
      config: staff,
      schema: { tags, querystring: participantListQuerySchema, response: { 200: participantListSchema } },
    },
    async (req) => {
      const { items, total } = await tenantTx(req, (tx, ctx) => listParticipants(tx, ctx, req.query));
      return paged('participants', items, total, req.query);
    },
  );

  r.post(
    '/api/participants',
    { config: staff, schema: { tags, body: createParticipantBodySchema, response: { 201: participantSchema } } },
    async (req, reply) => {
      const participant = await tenantTx(req, (tx, ctx) => createParticipant(tx, ctx, req.body));
      await app.platform.events.publish({
        type: 'participant.created',
        tenantId: req.tenant.id,
        actorUserId: req.actor?.userId ?? null,
        payload: participant,
      });
      sendVersioned(reply, participant);
      return reply.status(201).send(participant);
    },
  );

  r.get(
    '/api/participants/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: participantSchema } } },
    async (req, reply) => {
      const row = await tenantTx(req, (tx, ctx) => getVisibleParticipant(tx, ctx, req.params.id));
      return sendVersioned(reply, presentParticipant(row));
    },
  );

  r.put(
    '/api/participants/:id',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: updateParticipantBodySchema, response: { 200: participantSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const participant = await tenantTx(req, (tx, ctx) =>
        updateParticipant(tx, ctx, req.params.id, version, req.body),
      );
      return sendVersioned(reply, participant);
    },
  );

  r.put(
    '/api/participants/:id/featureFlag',
    {
      config: staff,
      schema: { tags, params: idParamsSchema, body: featureFlagsBodySchema, response: { 200: participantSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const participant = await tenantTx(req, (tx, ctx) =>
        setParticipantFlags(tx, ctx, req.params.id, version, req.body),
      );
      return sendVersioned(reply, participant);
    },
  );

  const mailRoute = (path: string, kind: ParticipantMailKind, success: string) =>
    r.post(
      path,
      {
        config: { ...staff, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { tags, params: idParamsSchema, response: { 200: messageSchema } },
      },
      async (req) => {
        const { mail, config } = app.platform;
        const request = await tenantTx(req, (tx, ctx) =>
          participantMail(tx, ctx, req.params.id, kind, config.publicUrl),
        );
        try {
          await mail.send(request);
        } catch (err) {
          req.log.error({ err }, 'participant mail could not be queued');
          throw participantMailFailed(kind, 503, 'MAIL_FAILED');
        }
        return { message: success };
      },
    );
  mailRoute('/api/participants/:id/sendWelcomeEmail', 'welcome', ParticipantMessages.welcomeSent);
  mailRoute('/api/participants/:id/passwordReset', 'password-reset', ParticipantMessages.passwordReset);
}
