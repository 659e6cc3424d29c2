import type { Language, TenantId } from '@stride/contracts';

export type MailTemplate =
  | 'password-reset'
  | 'welcome'
  | 'new-user'
  | 'email-change'
  | 'email-change-requested'
  | 'email-changed'
  | 'survey-results';

export interface MailRequest {
  tenantId: TenantId;
  to: string;
  template: MailTemplate;
  language: Language;
  vars: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Queues the mail (job 'mail.send'); delivery retries on failure. */
  send(req: MailRequest): Promise<void>;
}
