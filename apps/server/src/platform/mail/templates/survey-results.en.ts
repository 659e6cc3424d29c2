import type { MailTemplateText } from './template.js';

export const surveyResultsEn: MailTemplateText = {
  subject: 'Your {{surveyName}} results from {{tenantTitle}}',
  text: `Hello {{name}},

Thank you for completing the {{surveyName}}. Here are your results:

Risk Factor: {{rfsPoints}}
Protective Factor: {{bhvsPoints}}

{{summary}}

This questionnaire is not a diagnosis. If something worries you about your memory or your health, talk to your doctor.`,
  html: `<p>Hello {{name}},</p>
<p>Thank you for completing the {{surveyName}}. Here are your results:</p>
<p><strong>Risk Factor:</strong> {{rfsPoints}}<br><strong>Protective Factor:</strong> {{bhvsPoints}}</p>
<p>{{summary}}</p>
<p>This questionnaire is not a diagnosis. If something worries you about your memory or your health, talk to your doctor.</p>`,
};
