import { z } from 'zod';

export const pageViewBodySchema = z.strictObject({ path: z.string().min(1).max(2048).startsWith('/') });
export const healthSchema = z.object({ status: z.literal('ok') });
