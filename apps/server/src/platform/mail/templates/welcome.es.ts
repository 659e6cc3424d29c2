import type { MailTemplateText } from './template.js';

export const welcomeEs: MailTemplateText = {
  subject: 'Le damos la bienvenida a {{tenantTitle}}',
  text: `Hola, {{name}}:

¡Le damos la bienvenida a {{tenantTitle}}! Su cuenta está lista. Inicie sesión aquí:

{{link}}

Nos alegra contar con usted.`,
  html: `<p>Hola, {{name}}:</p>
<p>¡Le damos la bienvenida a {{tenantTitle}}! Su cuenta está lista.</p>
<p><a href="{{link}}">Iniciar sesión en {{tenantTitle}}</a></p>
<p>Si el enlace no funciona, copie esta dirección en su navegador:<br>{{link}}</p>
<p>Nos alegra contar con usted.</p>`,
};
