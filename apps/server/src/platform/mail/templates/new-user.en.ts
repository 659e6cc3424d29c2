import type { MailTemplateText } from './template.js';

export const newUserEn: MailTemplateText = {
  subject: 'Your {{tenantTitle}} account has been created',
  text: `Hello {{name}},

An account has been created for you on {{tenantTitle}}. Open this link to set your password and sign in:

{{link}}

The link can be used once and expires after a while. If it has expired, use "Forgot password?" on the sign-in page.`,
  html: `<p>Hello {{name}},</p>
<p>An account has been created for you on {{tenantTitle}}.</p>
<p><a href="{{link}}">Set your password</a></p>
<p>If the link does not work, copy this address into your browser:<br>{{link}}</p>
<p>The link can be used once and expires after a while. If it has expired, use “Forgot password?” on the sign-in page.</p>`,
};
