import type { MailTemplateText } from './template.js';

export const emailChangeEs: MailTemplateText = {
  subject: 'Confirma tu nuevo correo de acceso a {{tenantTitle}}',
  text: `Hola, {{name}}:

Has pedido entrar en {{tenantTitle}} con esta dirección de correo a partir de ahora. Abre este enlace para confirmarla:

{{link}}

El enlace sirve una sola vez y caduca en un día. Hasta entonces sigues entrando con tu dirección actual. Si no lo has pedido tú, ignora este correo.`,
  html: `<p>Hola, {{name}}:</p>
<p>Has pedido entrar en {{tenantTitle}} con esta dirección de correo a partir de ahora.</p>
<p><a href="{{link}}">Confirmar mi nuevo correo</a></p>
<p>Si el enlace no funciona, copia esta dirección en tu navegador:<br>{{link}}</p>
<p>El enlace sirve una sola vez y caduca en un día. Hasta entonces sigues entrando con tu dirección actual. Si no lo has pedido tú, ignora este correo.</p>`,
};

export const emailChangeRequestedEs: MailTemplateText = {
  subject: 'Tu correo de acceso a {{tenantTitle}} va a cambiar',
  text: `Hola, {{name}}:

Alguien con acceso a tu cuenta de {{tenantTitle}} ha pedido cambiar su correo de acceso a {{newEmail}}. Solo cambiará cuando se abra un enlace enviado a esa dirección.

Si no has sido tú, restablece ahora tu contraseña desde la página de acceso y avisa a tu coach o a tu centro.`,
  html: `<p>Hola, {{name}}:</p>
<p>Alguien con acceso a tu cuenta de {{tenantTitle}} ha pedido cambiar su correo de acceso a <strong>{{newEmail}}</strong>. Solo cambiará cuando se abra un enlace enviado a esa dirección.</p>
<p>Si no has sido tú, restablece ahora tu contraseña desde la página de acceso y avisa a tu coach o a tu centro.</p>`,
};

export const emailChangedEs: MailTemplateText = {
  subject: 'Tu correo de acceso a {{tenantTitle}} ha cambiado',
  text: `Hola, {{name}}:

Tu cuenta de {{tenantTitle}} entra ahora con {{newEmail}}. Esta dirección ya no recibirá correos sobre ella.

Si no has sido tú, avisa enseguida a tu coach o a tu centro.`,
  html: `<p>Hola, {{name}}:</p>
<p>Tu cuenta de {{tenantTitle}} entra ahora con <strong>{{newEmail}}</strong>. Esta dirección ya no recibirá correos sobre ella.</p>
<p>Si no has sido tú, avisa enseguida a tu coach o a tu centro.</p>`,
};
