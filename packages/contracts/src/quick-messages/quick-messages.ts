import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** A staff member's canned chat message (spec 000 section 3). */
export const quickMessageSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type QuickMessage = z.infer<typeof quickMessageSchema>;
export const quickMessageListSchema = pagedSchema('quickMessages', quickMessageSchema);
export const quickMessageListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });

/** A profile keeps at most this many quick messages, so one page of 100 shows them all. */
export const MAX_QUICK_MESSAGES = 100;
export const quickMessageBodySchema = z.strictObject({
  message: z.string().trim().min(1, 'Required').max(1000, 'At most 1000 characters'),
});
export type QuickMessageBody = z.infer<typeof quickMessageBodySchema>;
export const quickMessageParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, qmId: idParamsSchema.shape.id });
