import type { MailTemplate } from '../mailer.js';
import { emailChangedEn, emailChangeEn, emailChangeRequestedEn } from './email-change.en.js';
import { emailChangedEs, emailChangeEs, emailChangeRequestedEs } from './email-change.es.js';
import { newUserEn } from './new-user.en.js';
import { newUserEs } from './new-user.es.js';
import { passwordResetEn } from './password-reset.en.js';
import { passwordResetEs } from './password-reset.es.js';
import { surveyResultsEn } from './survey-results.en.js';
import { surveyResultsEs } from './survey-results.es.js';
import type { MailTemplateDefinition } from './template.js';
import { welcomeEn } from './welcome.en.js';
import { welcomeEs } from './welcome.es.js';

const PERSONAL_LINK = ['name', 'link', 'tenantTitle'] as const;
const NEW_EMAIL = ['name', 'newEmail', 'tenantTitle'] as const;

/** Every mail the product sends; the Record types make a missing template or language a compile error. */
export const MAIL_TEMPLATES: Record<MailTemplate, MailTemplateDefinition> = {
  'password-reset': { vars: PERSONAL_LINK, en: passwordResetEn, es: passwordResetEs },
  welcome: { vars: PERSONAL_LINK, en: welcomeEn, es: welcomeEs },
  'new-user': { vars: PERSONAL_LINK, en: newUserEn, es: newUserEs },
  'email-change': { vars: PERSONAL_LINK, en: emailChangeEn, es: emailChangeEs },
  'email-change-requested': { vars: NEW_EMAIL, en: emailChangeRequestedEn, es: emailChangeRequestedEs },
  'email-changed': { vars: NEW_EMAIL, en: emailChangedEn, es: emailChangedEs },
  'survey-results': {
    vars: ['name', 'surveyName', 'rfsPoints', 'bhvsPoints', 'summary', 'tenantTitle'],
    en: surveyResultsEn,
    es: surveyResultsEs,
  },
};
