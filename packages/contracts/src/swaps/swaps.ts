import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { definitionMediaSchema } from '../routines/routines.js';
import { calendarDateSchema } from '../routines/sequences.js';

/**
 * Swaps (spec 001 "Swap", "Swap entry"; issue 18): a participant's habit swaps ("swap crisps for fruit in
 * the afternoon"), the days on which they did it (progress, against repeatGoal), and the notes of how it
 * went (entries, the participant's and staff's). The default tenant calls them "Heroic Choices"
 * (tenant words `swaps`). Transitions and who does what: docs/decisions.md, "Swaps".
 */
export const SWAP_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'REJECTED'] as const;
export const swapStatusSchema = z.enum(SWAP_STATUSES, { error: 'A status: NEW, IN_PROGRESS, DONE or REJECTED' });
export type SwapStatus = z.infer<typeof swapStatusSchema>;

export const MAX_SWAP_TEXT = 2000;
export const MAX_SWAP_ENTRY_TEXT = 5000;
export const MAX_SWAP_REPEAT_GOAL = 365;
/** Spec 001: "Swap repeatGoal defaults to 1". */
export const DEFAULT_SWAP_REPEAT_GOAL = 1;

const id = idParamsSchema.shape.id;

/** Impact and difficulty: 1 (least) to 5 (most). */
export const swapLevelSchema = z
  .number({ error: 'A level from 1 to 5' })
  .int('A level from 1 to 5')
  .min(1, 'A level from 1 to 5')
  .max(5, 'A level from 1 to 5');

const text = z.string().trim().max(MAX_SWAP_TEXT, `At most ${MAX_SWAP_TEXT} characters`);

/**
 * The allowed status changes (docs/decisions.md, "Swaps"). DONE also needs progressCount >= repeatGoal;
 * REJECTED needs a reason. The same status is always allowed (no change).
 */
export const SWAP_TRANSITIONS: Record<SwapStatus, readonly SwapStatus[]> = {
  NEW: ['IN_PROGRESS', 'REJECTED'],
  IN_PROGRESS: ['NEW', 'DONE', 'REJECTED'],
  DONE: ['IN_PROGRESS', 'REJECTED'],
  REJECTED: ['NEW', 'IN_PROGRESS'],
};

/**
 * Why a swap may not go from `from` to `to` (null: it may), shared by server and portal. The portal
 * offers only the answer's `nextStatuses`; the server refuses the others with a 409 naming this reason.
 */
export function swapTransitionIssue(
  swap: { status: SwapStatus; progressCount: number; repeatGoal: number },
  to: SwapStatus,
  rejectedReason?: string | null,
): string | null {
  if (swap.status === to) return null;
  if (!SWAP_TRANSITIONS[swap.status].includes(to))
    return `A swap that is ${swap.status} cannot become ${to} (allowed: ${SWAP_TRANSITIONS[swap.status].join(', ')}).`;
  if (to === 'DONE' && swap.progressCount < swap.repeatGoal)
    return `A swap is DONE once it was done on ${swap.repeatGoal} day(s); it has ${swap.progressCount}.`;
  if (to === 'REJECTED' && !rejectedReason?.trim()) return 'A rejected swap needs a reason (rejectedReason).';
  return null;
}

/** The statuses a swap may go to now (besides its own). */
export const swapNextStatuses = (swap: { status: SwapStatus; progressCount: number; repeatGoal: number }) =>
  SWAP_TRANSITIONS[swap.status].filter((s) => s === 'REJECTED' || swapTransitionIssue(swap, s) === null);

/** A note of how a swap went (spec 001 "Swap entry"): the participant's, or staff's notes on it. */
export const swapEntrySchema = z.object({
  id: z.number().int(),
  authorProfileId: z.number().int(),
  authorName: z.string(),
  /** The author is the participant (not staff). */
  byParticipant: z.boolean(),
  content: z.string(),
  impactLevel: z.number().int().nullable(),
  difficultLevel: z.number().int().nullable(),
  media: definitionMediaSchema.nullable(),
  createdAt: z.string(),
});
export type SwapEntry = z.infer<typeof swapEntrySchema>;

export const swapSchema = z.object({
  id: z.number().int(),
  participantProfileId: z.number().int(),
  /** What the participant swaps (from). */
  description: z.string(),
  /** What they do instead (to). */
  goal: z.string(),
  /** How. */
  tactic: z.string(),
  repeatGoal: z.number().int(),
  impactLevel: z.number().int().nullable(),
  difficultLevel: z.number().int().nullable(),
  status: swapStatusSchema,
  rejectedReason: z.string().nullable(),
  /** A picture or video (a library file), with signed links, as the routines' and sprints' media. */
  media: definitionMediaSchema.nullable(),
  /** The days (YYYY-MM-DD) on which the participant did it, oldest first. */
  progress: z.array(z.string()),
  /** How many days: may be over repeatGoal (shown as it is: 6 / 5). */
  progressCount: z.number().int(),
  /** The notes, oldest first. */
  entries: z.array(swapEntrySchema),
  /** The statuses it may go to now (DONE only once progressCount reaches repeatGoal; REJECTED with a reason). */
  nextStatuses: z.array(swapStatusSchema),
  /** Some media is still being processed: the view reloads after 5, 25 and 60 s. */
  processing: z.boolean(),
  createdByProfileId: z.number().int().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Swap = z.infer<typeof swapSchema>;

/** /participants/{id}/swaps/{swapId}: {id} is the participant's user id, as every /participants/{id} call. */
export const swapParamsSchema = z.strictObject({ id, swapId: id });
export const swapProgressParamsSchema = z.strictObject({ id, swapId: id, date: calendarDateSchema });

/**
 * GET /participants/{id}/swaps: by status, and the period (from, to): a swap is in it when it was created
 * on or before `to` and is still open (NEW, IN_PROGRESS) or its status changed on or after `from`.
 */
export const swapListQuerySchema = z
  .strictObject({
    status: swapStatusSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .superRefine((q, c) => {
    if (q.from && q.to && q.to < q.from)
      c.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date.' });
  });
export type SwapListQuery = z.infer<typeof swapListQuerySchema>;
export const swapListSchema = z.object({ items: z.array(swapSchema) });

/**
 * A swap's media: a library file (resourceId; null removes it) or a file uploaded through the upload queue
 * (storageFileId: kept in the participant's library), or the multipart `file` part. Pictures and videos only.
 */
const mediaFields = {
  resourceId: id.nullable().optional(),
  storageFileId: z.number().int().positive().optional(),
};

/** POST /participants/{id}/swaps ('Swap added!'): JSON, or multipart `model` (this JSON) plus `file`. */
export const createSwapBodySchema = z.strictObject({
  description: text.min(1, 'Required'),
  goal: text.default(''),
  tactic: text.default(''),
  repeatGoal: z
    .number({ error: `A number of days from 1 to ${MAX_SWAP_REPEAT_GOAL}` })
    .int()
    .min(1, `A number of days from 1 to ${MAX_SWAP_REPEAT_GOAL}`)
    .max(MAX_SWAP_REPEAT_GOAL, `A number of days from 1 to ${MAX_SWAP_REPEAT_GOAL}`)
    .default(DEFAULT_SWAP_REPEAT_GOAL),
  impactLevel: swapLevelSchema.nullable().optional(),
  difficultLevel: swapLevelSchema.nullable().optional(),
  /** A new swap is NEW (default) or IN_PROGRESS. */
  status: swapStatusSchema.default('NEW'),
  ...mediaFields,
});
export type CreateSwapBody = z.infer<typeof createSwapBodySchema>;

/** PUT /participants/{id}/swaps/{swapId} ('Saved!'): what is sent changes; the GET's answer is accepted back. */
export const updateSwapBodySchema = z.strictObject({
  description: text.min(1, 'Required').optional(),
  goal: text.optional(),
  tactic: text.optional(),
  repeatGoal: createSwapBodySchema.shape.repeatGoal.removeDefault().optional(),
  impactLevel: swapLevelSchema.nullable().optional(),
  difficultLevel: swapLevelSchema.nullable().optional(),
  status: swapStatusSchema.optional(),
  /** Required to reject (status REJECTED); cleared when the swap leaves REJECTED. */
  rejectedReason: text.nullable().optional(),
  ...mediaFields,
});
export type UpdateSwapBody = z.infer<typeof updateSwapBodySchema>;

/** The multipart form of create, update and entry: the JSON body as the `model` part, and the media `file`. */
export const swapMultipartFieldsSchema = z.strictObject({ model: z.string().max(100_000) });

/** POST /participants/{id}/swaps/{swapId}/progress: the participant did it on that day (again: no change). */
export const swapProgressBodySchema = z.strictObject({ date: calendarDateSchema });
export type SwapProgressBody = z.infer<typeof swapProgressBodySchema>;

/** POST /participants/{id}/swaps/{swapId}/entry ('Saved!'): JSON, or multipart `model` plus `file`. */
export const createSwapEntryBodySchema = z
  .strictObject({
    content: z.string().trim().max(MAX_SWAP_ENTRY_TEXT, `At most ${MAX_SWAP_ENTRY_TEXT} characters`).default(''),
    impactLevel: swapLevelSchema.nullable().optional(),
    difficultLevel: swapLevelSchema.nullable().optional(),
    resourceId: id.nullable().optional(),
    storageFileId: z.number().int().positive().optional(),
  })
  .default({ content: '' });
export type CreateSwapEntryBody = z.infer<typeof createSwapEntryBodySchema>;

export const SWAP_PDF_TEMPLATES = ['default'] as const;
export const swapPdfLangSchema = z.enum(['en', 'es'], { error: 'A language: en or es' });

/**
 * POST /participants/{id}/swaps/generate-pdf: a PDF of the swaps (the list's filters), in English or Spanish.
 * The answer is the file (application/pdf, as an attachment).
 */
export const swapPdfBodySchema = z
  .strictObject({
    template: z.enum(SWAP_PDF_TEMPLATES).default('default'),
    lang: swapPdfLangSchema.default('en'),
    /** One status, or all when left out. */
    statusFilter: swapStatusSchema.nullable().optional(),
    from: calendarDateSchema.nullable().optional(),
    to: calendarDateSchema.nullable().optional(),
  })
  .superRefine((q, c) => {
    if (q.from && q.to && q.to < q.from)
      c.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date.' });
  });
export type SwapPdfBody = z.infer<typeof swapPdfBodySchema>;

/** Realtime: emitted to the participant and the staff who see them after a change commits. */
export const SWAPS_CHANGED_EVENT = 'swaps:changed';
export interface SwapsChangedPayload {
  participantProfileId: number;
  swapId: number;
}

export const SwapMessages = {
  added: 'Swap added!',
  saved: 'Saved!',
  deleted: 'Swap deleted!',
  entryAdded: 'Entry added!',
} as const;
