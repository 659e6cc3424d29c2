/**
 * One mail in one language. `{{var}}` placeholders are filled at send time: as they are in text and
 * subject, HTML-escaped in html. `html` is the body only; the shared layout wraps it.
 */
export interface MailTemplateText {
  subject: string;
  text: string;
  html: string;
}

/** One mail in every language, with the variables it needs (send() refuses a mail missing one). */
export interface MailTemplateDefinition {
  vars: readonly string[];
  en: MailTemplateText;
  es: MailTemplateText;
}
