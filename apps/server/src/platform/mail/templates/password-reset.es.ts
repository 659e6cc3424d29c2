import type { MailTemplateText } from './template.js';

export const passwordResetEs: MailTemplateText = {
  subject: 'Restablezca su contraseña de {{tenantTitle}}',
  text: `Hola, {{name}}:

Recibimos una solicitud para restablecer la contraseña de su cuenta de {{tenantTitle}}. Abra este enlace para elegir una contraseña nueva:

{{link}}

El enlace solo puede usarse una vez y caduca pronto. Si usted no lo solicitó, puede ignorar este correo: su contraseña no cambia.`,
  html: `<p>Hola, {{name}}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de su cuenta de {{tenantTitle}}.</p>
<p><a href="{{link}}">Elegir una contraseña nueva</a></p>
<p>Si el enlace no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>El enlace solo puede usarse una vez y caduca pronto. Si usted no lo solicitó, puede ignorar este correo: su contraseña no cambia.</p>`,
};
