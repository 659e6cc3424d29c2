import type { MailTemplateText } from './template.js';

export const newUserEs: MailTemplateText = {
  subject: 'Se creó tu cuenta de {{tenantTitle}}',
  text: `Hola, {{name}}:

Se creó una cuenta para ti en {{tenantTitle}}. Abre este enlace para establecer tu contraseña e iniciar sesión:

{{link}}

El enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si caducó, usa "¿Olvidaste tu contraseña?" en la página de inicio de sesión.`,
  html: `<p>Hola, {{name}}:</p>
<p>Se creó una cuenta para ti en {{tenantTitle}}.</p>
<p><a href="{{link}}">Establecer tu contraseña</a></p>
<p>Si el enlace no funciona, copia esta dirección en tu navegador:<br>{{link}}</p>
<p>El enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si caducó, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión.</p>`,
};
