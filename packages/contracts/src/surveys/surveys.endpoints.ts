import { STAFF_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';
import {
  surveyDefinitionListQuerySchema,
  surveyDefinitionListSchema,
  surveyDefinitionParamsSchema,
  surveyDefinitionSchema,
} from './surveys.js';

/**
 * /surveys/definitions (spec 002 section 7, "Screeners and smart surveys (staff)"): the instruments staff
 * schedule. Staff only for now; a participant reads the definitions of their own scheduled surveys through
 * those (next slice). A tenant whose screener and smart-survey features are off answers 404.
 */
export const surveyEndpoints = {
  definitions: endpoint({
    method: 'GET',
    path: '/surveys/definitions',
    summary: 'The survey definitions (instruments) of the tenant, a page of them',
    query: surveyDefinitionListQuerySchema,
    response: surveyDefinitionListSchema,
    roles: STAFF_ROLES,
  }),
  definition: endpoint({
    method: 'GET',
    path: '/surveys/definitions/{id}',
    summary: 'One survey definition with its sections, questions and answers in order',
    params: surveyDefinitionParamsSchema,
    response: surveyDefinitionSchema,
    roles: STAFF_ROLES,
  }),
};
export type SurveyEndpoints = typeof surveyEndpoints;
