import type { Language } from '@stride/contracts';
import type { MailTemplate } from './mailer.js';
import { MAIL_TEMPLATES } from './templates/index.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes a value safe both as HTML text and inside a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The variables a template needs that are absent from vars; send() refuses such a mail up front. */
export function missingVars(template: MailTemplate, vars: Record<string, string>): string[] {
  return MAIL_TEMPLATES[template].vars.filter((v) => typeof vars[v] !== 'string');
}

function fill(source: string, vars: Record<string, string>, escape: (s: string) => string): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => escape(vars[name] ?? ''));
}

/** A template in one language with its variables: plain text as is, HTML escaped and laid out. */
export function renderMail(template: MailTemplate, language: Language, vars: Record<string, string>): RenderedMail {
  const t = MAIL_TEMPLATES[template][language];
  const subject = fill(t.subject, vars, (s) => s.replace(/[\r\n]+/g, ' '));
  return {
    subject,
    text: fill(t.text, vars, (s) => s),
    html: layout(language, escapeHtml(subject), fill(t.html, vars, escapeHtml)),
  };
}

/**
 * A plain, accessible page: language and title set, one readable column, a real link with enough
 * contrast, no images or tables that a screen reader would have to announce.
 */
function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { margin: 0; padding: 24px; background: #ffffff; color: #1f2937; font: 16px/1.5 Arial, Helvetica, sans-serif; }
main { max-width: 560px; margin: 0 auto; }
a { color: #1d4ed8; text-decoration: underline; word-break: break-all; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
