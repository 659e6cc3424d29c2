import type { MailTemplateText } from './template.js';

export const passwordResetEs: MailTemplateText = {
  subject: 'Restablece tu contraseña de {{tenantTitle}}',
  text: `Hola, {{name}}:

Recibimos una solicitud para restablecer la contraseña de tu cuenta de {{tenantTitle}}. Abre este enlace para elegir una contraseña nueva:

{{link}}

El enlace solo puede usarse una vez y caduca pronto. Si no lo solicitaste tú, puedes ignorar este correo: tu contraseña no cambia.`,
  html: `<p>Hola, {{name}}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta de {{tenantTitle}}.</p>
<p><a href="{{link}}">Elegir una contraseña nueva</a></p>
<p>Si el enlace no funciona, copia esta dirección en tu navegador:<br>{{link}}</p>
<p>El enlace solo puede usarse una vez y caduca pronto. Si no lo solicitaste tú, puedes ignorar este correo: tu contraseña no cambia.</p>`,
};
