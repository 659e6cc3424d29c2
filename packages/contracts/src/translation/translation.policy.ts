import { definePolicy, isStaff } from '../policy.js';

/**
 * Translation (docs/decisions.md, "Translation and speech"): staff translate what participants wrote (spec
 * 002: "Staff can translate text"). No resource: the text is the caller's to send; the limits are per person.
 */
export const translationPolicy = definePolicy<undefined, 'use'>({
  view: () => true,
  use: (actor) => isStaff(actor),
});
