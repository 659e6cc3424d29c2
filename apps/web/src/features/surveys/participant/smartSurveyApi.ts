import { endpoints, type ScheduleSurveyResult } from '@stride/contracts';
import { callEndpoint, downloadEndpoint } from '../../../app/api';

const api = endpoints.surveys;

/** POST /participants/{id}/survey: the tenant's smart survey sent to the participant now. */
export const sendSmartSurvey = (userId: number): Promise<ScheduleSurveyResult> =>
  callEndpoint(api.sendSmartSurvey, { params: { id: userId }, body: {} });

/** GET /participants/{id}/survey/media/csv: the latest smart survey's answers, saved under the server's name. */
export async function downloadSmartSurveyCsv(userId: number): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(api.smartSurveyMedia, { params: { id: userId, kind: 'csv' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'smart-survey.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
