import type { MailTemplateText } from './template.js';

export const surveyResultsEs: MailTemplateText = {
  subject: 'Tus resultados de {{surveyName}} de {{tenantTitle}}',
  text: `Hola {{name}}:

Gracias por completar el cuestionario {{surveyName}}. Estos son tus resultados:

Factor de riesgo: {{rfsPoints}}
Factor protector: {{bhvsPoints}}

{{summary}}

Este cuestionario no es un diagnóstico. Si algo de tu memoria o de tu salud te preocupa, habla con tu médico.`,
  html: `<p>Hola {{name}}:</p>
<p>Gracias por completar el cuestionario {{surveyName}}. Estos son tus resultados:</p>
<p><strong>Factor de riesgo:</strong> {{rfsPoints}}<br><strong>Factor protector:</strong> {{bhvsPoints}}</p>
<p>{{summary}}</p>
<p>Este cuestionario no es un diagnóstico. Si algo de tu memoria o de tu salud te preocupa, habla con tu médico.</p>`,
};
