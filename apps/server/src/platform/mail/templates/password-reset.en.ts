import type { MailTemplateText } from './template.js';

export const passwordResetEn: MailTemplateText = {
  subject: 'Reset your {{tenantTitle}} password',
  text: `Hello {{name}},

We received a request to reset the password of your {{tenantTitle}} account. Open this link to choose a new password:

{{link}}

The link can be used once and expires soon. If you did not ask for this, you can ignore this email: your password stays the same.`,
  html: `<p>Hello {{name}},</p>
<p>We received a request to reset the password of your {{tenantTitle}} account.</p>
<p><a href="{{link}}">Choose a new password</a></p>
<p>If the link does not work, copy this address into your browser:<br>{{link}}</p>
<p>The link can be used once and expires soon. If you did not ask for this, you can ignore this email: your password stays the same.</p>`,
};
