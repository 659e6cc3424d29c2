import type { FastifyInstance } from 'fastify';
import { messageSchema, idParamsSchema, Role } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Actor } from '../../platform/http/context.js';
import { conflict, forbidden } from '../../platform/http/errors.js';
import { requireActor, tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { newUserMail } from './new-user-mail.js';
import type { PersonRow, ProfileRow } from './profiles.presenter.js';
import { findPerson, getVisiblePerson } from './profiles.service.js';

/**
 * Who may (re)send someone the new-user mail: anyone to themself; admins to anyone; a consultant
 * to the participants they coach; a company admin to the people of their company.
 */
function canSendNewUserEmail(actor: Actor, self: ProfileRow, target: PersonRow): boolean {
  if (target.profile.id === actor.profileId) return true;
  switch (actor.role) {
    case Role.Owner:
    case Role.Admin:
      return true;
    case Role.Consultant:
      return target.profile.consultantProfileId === actor.profileId;
    case Role.CompanyAdmin:
      return self.companyId !== null && target.profile.companyId === self.companyId;
    default:
      return false;
  }
}

/** POST /profiles/{id}/sendNewUserEmail: a fresh set-password link (spec: 'New user email sent!'). */
export async function newUserEmailRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/profiles/:id/sendNewUserEmail',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['profiles'], params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const actor = requireActor(req);
      const { mail, config } = req.server.platform;
      const request = await tenantTx(req, async (tx, ctx) => {
        const target = await getVisiblePerson(tx, ctx, req.params.id);
        const self = await findPerson(tx, ctx.tenantId, actor.profileId);
        if (!self || !canSendNewUserEmail(ctx.actor!, self.profile, target)) throw forbidden();
        if (!target.user.isActive) throw conflict('This account is inactive. Activate it first.');
        const message = await newUserMail(tx, ctx, target, config.publicUrl);
        await recordAudit(tx, ctx, { operation: 'NEW_USER_EMAIL_SENT', entityType: 'user', entityId: target.user.id });
        return message;
      });
      await mail.send(request);
      return { message: 'New user email sent!' };
    },
  );
}
