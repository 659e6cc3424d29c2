import type { MailTemplateText } from './template.js';

export const welcomeEs: MailTemplateText = {
  subject: 'Te damos la bienvenida a {{tenantTitle}}',
  text: `Hola, {{name}}:

¡Te damos la bienvenida a {{tenantTitle}}! Tu cuenta está lista. Inicia sesión aquí:

{{link}}

Nos alegra contar contigo.`,
  html: `<p>Hola, {{name}}:</p>
<p>¡Te damos la bienvenida a {{tenantTitle}}! Tu cuenta está lista.</p>
<p><a href="{{link}}">Iniciar sesión en {{tenantTitle}}</a></p>
<p>Si el enlace no funciona, copia esta dirección en tu navegador:<br>{{link}}</p>
<p>Nos alegra contar contigo.</p>`,
};
