import type { MailTemplateText } from './template.js';

export const welcomeEn: MailTemplateText = {
  subject: 'Welcome to {{tenantTitle}}',
  text: `Hello {{name}},

Welcome to {{tenantTitle}}! Your account is ready. Sign in here:

{{link}}

We are glad to have you with us.`,
  html: `<p>Hello {{name}},</p>
<p>Welcome to {{tenantTitle}}! Your account is ready.</p>
<p><a href="{{link}}">Sign in to {{tenantTitle}}</a></p>
<p>If the link does not work, copy this address into your browser:<br>{{link}}</p>
<p>We are glad to have you with us.</p>`,
};
