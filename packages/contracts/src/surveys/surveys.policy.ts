import { definePolicy, isParticipant, isStaff } from '../policy.js';
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

/** A participant's surveys as their rules see them (the participant's flags and the tenant's features). */
export interface ParticipantSurveysResource {
  /** The participant's user id (`/participants/{id}/surveys`). */
  userId: number;
  /** The participant is one the (staff) actor may see (the participants' visibility rule, in SQL). */
  visibleToActor: boolean;
  /** The participant's surveyAvailable and their company's (screeners). */
  surveyAvailable: boolean;
  /** The participant's smartSurveyAvailable and their company's (the smart survey). */
  smartSurveyAvailable: boolean;
}

/**
 * The kinds of survey a participant takes: screeners while their survey flag is on (and the tenant's
 * screener feature), the smart survey while their smart-survey flag is on (and the tenant's feature).
 */
export function surveyKindsOfParticipant(
  features: TenantFeatures,
  p: Pick<ParticipantSurveysResource, 'surveyAvailable' | 'smartSurveyAvailable'>,
): SurveyKind[] {
  return surveyKindsListedFor(features).filter((kind) =>
    kind === 'SMART_SURVEY' ? p.smartSurveyAvailable : p.surveyAvailable,
  );
}

/**
 * A participant's surveys (issue 27; docs/decisions.md, "Screeners: taking a survey"): the participant
 * reads and answers their own; staff who may see the participant read them, schedule new ones and
 * acknowledge a critical answer. A participant the actor may not see: 404. Which kinds exist for the
 * participant (their flags, the tenant's features) is decided per survey (`surveyKindsOfParticipant`).
 */
export const participantSurveysPolicy = definePolicy<
  ParticipantSurveysResource | undefined,
  'schedule' | 'answer' | 'acknowledge'
>({
  view: (actor, s) =>
    s !== undefined && (isParticipant(actor) ? s.userId === actor.userId : isStaff(actor) && s.visibleToActor),
  schedule: (actor, s) => isStaff(actor) && s?.visibleToActor === true,
  answer: (actor, s) => isParticipant(actor) && s?.userId === actor.userId,
  acknowledge: (actor, s) => isStaff(actor) && s?.visibleToActor === true,
});
