import type { MailTemplateText } from './template.js';

export const newUserEs: MailTemplateText = {
  subject: 'Se creó su cuenta de {{tenantTitle}}',
  text: `Hola, {{name}}:

Se creó una cuenta para usted en {{tenantTitle}}. Abra este enlace para establecer su contraseña e iniciar sesión:

{{link}}

El enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si caducó, use "¿Olvidó su contraseña?" en la página de inicio de sesión.`,
  html: `<p>Hola, {{name}}:</p>
<p>Se creó una cuenta para usted en {{tenantTitle}}.</p>
<p><a href="{{link}}">Establecer su contraseña</a></p>
<p>Si el enlace no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>El enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si caducó, use «¿Olvidó su contraseña?» en la página de inicio de sesión.</p>`,
};
