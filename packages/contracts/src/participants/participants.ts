import { z } from 'zod';
import { languageSchema, timeZoneSchema } from '../common.js';
import { featureFlagsSchema, queryBooleanSchema, searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import { personSchema } from '../profiles/people.js';

/** The spec's program options (000 section 9), derived from company and advisor. */
export const PARTICIPANT_PROGRAMS = ['WLP (D2C)', 'Company WLP', 'Company General'] as const;
export const participantProgramSchema = z.enum(PARTICIPANT_PROGRAMS);
export type ParticipantProgram = z.infer<typeof participantProgramSchema>;

/** Advisor plus company: Company WLP; company only: Company General; otherwise WLP (D2C). */
export function participantProgram(p: { practiceId: number | null; advisorProfileId: number | null }) {
  if (p.practiceId === null) return 'WLP (D2C)' as const;
  return p.advisorProfileId === null ? ('Company General' as const) : ('Company WLP' as const);
}

/**
 * A participant (a role 7 user with their profile). `id` is the user id (as in /participants/{id});
 * `version` is the profile's (the ETag of GET /participants/{id}); `accountVersion` is the user's,
 * for PUT and DELETE /accounts/{id}. `practiceId` is their company, by the spec's name (000 section 3).
 */
export const participantSchema = personSchema.extend({
  practiceId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  advisorProfileId: z.number().int().nullable(),
  advisorName: z.string().nullable(),
  consultantProfileId: z.number().int().nullable(),
  consultantFullName: z.string().nullable(),
  program: participantProgramSchema,
  /** Their IANA time zone; null: not set, DEFAULT_TIME_ZONE (sprints.ts) applies. */
  timeZone: z.string().nullable(),
  ...featureFlagsSchema.shape,
  accountVersion: z.number().int(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantListSchema = pagedSchema('participants', participantSchema);
export type ParticipantList = z.infer<typeof participantListSchema>;

/**
 * Orders of the list (the portal's sortable columns). `company` and `coach` (the advisor's or consultant's
 * name) put participants without one last; `program` sorts by the derived program's name; `status` puts
 * active accounts first when ascending.
 */
export const PARTICIPANT_SORTS = [
  'firstName',
  'lastName',
  'email',
  'createdAt',
  'lastLoginAt',
  'company',
  'coach',
  'program',
  'status',
] as const;
const positiveId = z.coerce.number().int().positive().max(2147483647);
const isoTime = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

export const participantListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  /** First name, last name (or both, "Ana Ruiz") or e-mail, case-insensitive, anywhere in the text. */
  search: searchQuerySchema,
  companyId: positiveId.optional(),
  /** The spec's name for companyId. */
  practiceId: positiveId.optional(),
  /** A consultant's profile id. */
  consultantId: positiveId.optional(),
  /** An advisor's profile id. */
  advisorId: positiveId.optional(),
  /** A program assigned to the participant (PUT /profiles/{id}/programs). */
  programId: positiveId.optional(),
  /** The derived program. */
  program: participantProgramSchema.optional(),
  active: queryBooleanSchema.optional(),
  journalAvailable: queryBooleanSchema.optional(),
  smartSurveyAvailable: queryBooleanSchema.optional(),
  swapAvailable: queryBooleanSchema.optional(),
  surveyAvailable: queryBooleanSchema.optional(),
  // The dashboards' figures link here (docs/decisions.md, "Dashboards"): the same conditions.
  /** Account created at or after. */
  createdFrom: isoTime.optional(),
  /** Last sign-in at or after. */
  signedInFrom: isoTime.optional(),
  /** First sign-in at or after. */
  firstSignInFrom: isoTime.optional(),
  /** No sign-in at or after (never signed in, or last before). */
  notSignedInFrom: isoTime.optional(),
  /** Has signed in at least once. */
  signedIn: queryBooleanSchema.optional(),
  sort: z.enum(PARTICIPANT_SORTS).default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ParticipantListQuery = z.infer<typeof participantListQuerySchema>;

const name = z.string().trim().min(1, 'Required').max(100);
const email = z.email('Enter a valid e-mail address').trim().max(254);
const refId = z.number().int().positive().max(2147483647);

/**
 * POST /participants. practiceId (a company), advisorId (an advisor's profile id, of that company) and
 * consultantId (a consultant's profile id, for a direct-to-consumer participant only). The spec's other
 * participant fields are accepted too (000 section 3): the feature flags are set when sent;
 * consultantFullName is derived from consultantId and ignored (docs/decisions.md, "People").
 */
export const createParticipantBodySchema = z.strictObject({
  firstName: name,
  lastName: name,
  email,
  language: languageSchema.default('en'),
  practiceId: refId.nullable().optional(),
  advisorId: refId.nullable().optional(),
  consultantId: refId.nullable().optional(),
  journalAvailable: z.boolean().optional(),
  smartSurveyAvailable: z.boolean().optional(),
  swapAvailable: z.boolean().optional(),
  surveyAvailable: z.boolean().optional(),
  /** An IANA zone ("Europe/Madrid"); left out keeps it, null clears it (DEFAULT_TIME_ZONE applies). */
  timeZone: timeZoneSchema.nullable().optional(),
  /** Derived from consultantId: accepted and ignored. */
  consultantFullName: z.string().max(201).nullable().optional(),
});
export type CreateParticipantBody = z.infer<typeof createParticipantBodySchema>;

/**
 * PUT /participants/{id}: practiceId, advisorId, consultantId, timeZone and the flags left out keep their
 * value, null clears a placement or the time zone. The GET's other keys (id, version, names, program, …) are read-only: the
 * route drops them (readOnlyKeys), so the whole representation can be sent back.
 */
export const updateParticipantBodySchema = createParticipantBodySchema
  .omit({ consultantFullName: true })
  .extend({ language: languageSchema });
export type UpdateParticipantBody = z.infer<typeof updateParticipantBodySchema>;

/** The spec's confirmations of the participant's e-mails (000 section 8). */
export const ParticipantMessages = {
  welcomeSent: 'Welcome e-mail successfully sent',
  welcomeFailed: 'Error while sending Welcome Email',
  passwordReset: "Participant's password has been successfully reset",
  passwordResetFailed: "Participant's password reset failed",
  emailInUse: 'This e-mail address is already in use.',
} as const;
