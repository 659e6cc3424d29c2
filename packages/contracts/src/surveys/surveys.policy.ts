import { definePolicy, isStaff } from '../policy.js';
import type { TenantConfig } from '../tenant.js';
import type { SurveyKind } from './surveys.js';

type TenantFeatures = TenantConfig['features'];

/** What the definition rules look at: its kind and the tenant's features (spec 000 section 1). */
export interface SurveyDefinitionResource {
  kind: SurveyKind;
  features: TenantFeatures;
}

/**
 * The kinds of definition a tenant has: screeners (also the public ones, which staff read as screeners)
 * with the screener feature, smart surveys with the smart-survey feature (spec 000 section 1, spec 002
 * section 2). The list's scope, the SQL form of `view`.
 */
export function surveyKindsListedFor(features: TenantFeatures): SurveyKind[] {
  return [
    ...(features.screener ? (['SCREENER', 'PUBLIC_SCREENER'] as const) : []),
    ...(features.smartSurvey ? (['SMART_SURVEY'] as const) : []),
  ];
}

/**
 * Survey definitions (issue 27): a definition of a kind whose feature is off does not exist (404);
 * staff read every definition of the tenant (the endpoint's roles); a participant reads a definition
 * only through a survey scheduled for them (next slice), never the catalogue (403).
 */
export const surveyDefinitionPolicy = definePolicy<SurveyDefinitionResource, 'read'>({
  view: (_actor, d) => surveyKindsListedFor(d.features).includes(d.kind),
  read: (actor) => isStaff(actor),
});
