import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { JobQueue } from '../jobs/queue.js';
import { TENANTS } from '../tenancy/tenants.js';
import type { MailRequest, Mailer } from './mailer.js';
import { missingVars, renderMail } from './render.js';
import { createMailTransport } from './transport.js';

export type { MailRequest, MailTemplate, Mailer } from './mailer.js';
export { readOutbox, type OutboxMail } from './outbox.js';

/** The job that renders and delivers one mail. */
export const MAIL_JOB = 'mail.send';
/** SMTP outages are usually short; five tries span about five minutes with the queue's backoff. */
const MAIL_ATTEMPTS = 5;

/**
 * send() only queues: the request that triggers a mail never waits for, or fails with, the mail
 * server, and a failed delivery is retried by the queue. Rendering happens in the job.
 */
export function createMailer(deps: { config: Config; jobs: JobQueue; log: FastifyBaseLogger }): Mailer {
  const transport = createMailTransport(deps.config);

  deps.jobs.define<MailRequest>(
    MAIL_JOB,
    async (req) => {
      const mail = renderMail(req.template, req.language, withDefaults(req));
      const where = await transport.deliver({ from: deps.config.MAIL_FROM, to: req.to, ...mail });
      // The address and template, never the vars: they hold one-time links.
      deps.log.info({ tenantId: req.tenantId, template: req.template, to: req.to, where }, 'mail delivered');
      return { delivered: where };
    },
    // The vars hold one-time links (password reset): erased from the jobs record once sent.
    { maxAttempts: MAIL_ATTEMPTS, sensitivePayload: true },
  );

  return {
    kind: transport.kind,
    async send(req) {
      // A missing variable is a bug in the caller: refuse now rather than send a broken mail later.
      const missing = missingVars(req.template, withDefaults(req));
      if (missing.length > 0) throw new Error(`mail ${req.template} is missing vars: ${missing.join(', ')}`);
      await deps.jobs.enqueue(MAIL_JOB, req, { tenantId: req.tenantId });
    },
  };
}

/** The tenant's title is known here; callers pass it only to override it. */
function withDefaults(req: MailRequest): Record<string, string> {
  return { tenantTitle: TENANTS[req.tenantId].title, ...req.vars };
}
