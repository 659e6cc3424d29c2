import { endpoints, type ScheduleSurveyResult } from '@stride/contracts';
import { callEndpoint, downloadEndpoint } from '../../../app/api';
import { saveBlob } from '../../../app/format/csv';

const api = endpoints.surveys;

/** POST /participants/{id}/survey: the tenant's smart survey sent to the participant now. */
export const sendSmartSurvey = (userId: number): Promise<ScheduleSurveyResult> =>
  callEndpoint(api.sendSmartSurvey, { params: { id: userId }, body: {} });

/** GET /participants/{id}/survey/media/csv: the latest smart survey's answers, saved under the server's name. */
export async function downloadSmartSurveyCsv(userId: number): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(api.smartSurveyMedia, { params: { id: userId, kind: 'csv' } });
  saveBlob(blob, fileName ?? 'smart-survey.csv');
}
