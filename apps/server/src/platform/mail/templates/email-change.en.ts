import type { MailTemplateText } from './template.js';

/** To the new address: the link that makes it the sign-in e-mail. */
export const emailChangeEn: MailTemplateText = {
  subject: 'Confirm your new {{tenantTitle}} sign-in e-mail',
  text: `Hello {{name}},

You asked to sign in to {{tenantTitle}} with this e-mail address from now on. Open this link to confirm it:

{{link}}

The link can be used once and expires in a day. Until then you keep signing in with your current address. If you did not ask for this, ignore this e-mail.`,
  html: `<p>Hello {{name}},</p>
<p>You asked to sign in to {{tenantTitle}} with this e-mail address from now on.</p>
<p><a href="{{link}}">Confirm my new e-mail</a></p>
<p>If the link does not work, copy this address into your browser:<br>{{link}}</p>
<p>The link can be used once and expires in a day. Until then you keep signing in with your current address. If you did not ask for this, ignore this e-mail.</p>`,
};

/** To the old address, when the change is asked for. */
export const emailChangeRequestedEn: MailTemplateText = {
  subject: 'Your {{tenantTitle}} sign-in e-mail is about to change',
  text: `Hello {{name}},

Someone signed in to your {{tenantTitle}} account asked to change its sign-in e-mail to {{newEmail}}. It changes only when a link sent to that address is opened.

If this was not you, reset your password now from the sign-in page and tell your coach or your practice.`,
  html: `<p>Hello {{name}},</p>
<p>Someone signed in to your {{tenantTitle}} account asked to change its sign-in e-mail to <strong>{{newEmail}}</strong>. It changes only when a link sent to that address is opened.</p>
<p>If this was not you, reset your password now from the sign-in page and tell your coach or your practice.</p>`,
};

/** To the old address, once the new one is confirmed. */
export const emailChangedEn: MailTemplateText = {
  subject: 'Your {{tenantTitle}} sign-in e-mail has changed',
  text: `Hello {{name}},

Your {{tenantTitle}} account now signs in with {{newEmail}}. This address will get no more e-mails about it.

If this was not you, tell your coach or your practice at once.`,
  html: `<p>Hello {{name}},</p>
<p>Your {{tenantTitle}} account now signs in with <strong>{{newEmail}}</strong>. This address will get no more e-mails about it.</p>
<p>If this was not you, tell your coach or your practice at once.</p>`,
};
