import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  code: z.string().nullable(),
  message: z.string(),
  linkMessage: z.string().nullable(),
  unread: z.boolean(),
  createdDate: z.string(),
  resendAt: z.string().nullable(),
  parameters: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 100;
export const notificationListQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  filter: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
/** Non-advisors' flat list: the unread count and the items (spec 002 section 3). */
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
