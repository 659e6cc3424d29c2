import { z } from 'zod';
import { profilePreviewSchema } from '../chat/chat.js';

/**
 * Notifications (spec 002: notification panel, click targets, settings dialog, entities "Notification" and
 * "Notification settings", the calls under "Notifications", constants). docs/decisions.md, "Notifications".
 */

/** The spec's notification types. */
export const NotificationType = {
  Activities: 'ACTIVITIES',
  Journal: 'JOURNAL',
  InactiveUser: 'INACTIVE_USER',
  NewLogin: 'NEW_LOGIN',
  Routine: 'ROUTINE',
  SmartSurvey: 'SMART_SURVEY',
  Swap: 'SWAP',
  MediaLibrary: 'MEDIA_LIBRARY',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES = Object.values(NotificationType) as [NotificationType, ...NotificationType[]];

/** The spec's notification codes (a type's variant; null where a type has none). */
export const NotificationCode = {
  InactiveParticipant: 'INACTIVE_PARTICIPANT',
  NewLoginParticipant: 'NEW_LOGIN_PARTICIPANT',
  NewLoginAdvisor: 'NEW_LOGIN_ADVISOR',
  NewLoginCompanyAdmin: 'NEW_LOGIN_COMPANY_ADMIN',
  NewLoginTeam: 'NEW_LOGIN_TEAM',
  NewLoginConsultant: 'NEW_LOGIN_CONSULTANT',
  RoutineSharedFolder: 'ROUTINE_SHARED_FOLDER',
  MediaLibrarySharedMedia: 'MEDIA_LIBRARY_SHARED_MEDIA',
  /** JOURNAL to the participant: a staff member commented on their meal; opens their day (/my-day?date=). */
  JournalStaffComment: 'JOURNAL_STAFF_COMMENT',
  /** SMART_SURVEY to the participant: a survey scheduled for them is open; opens it (/my-day/surveys/{id}). */
  SurveyAvailable: 'SURVEY_AVAILABLE',
  /** SMART_SURVEY to the participant's coaches: a survey was completed; opens the participant's tab. */
  SurveyCompleted: 'SURVEY_COMPLETED',
  /**
   * SMART_SURVEY to the participant's coaches and company admins, urgent: a critical answer (PHQ-9 item 9
   * above 0). It stays at the top, urgent, until someone acknowledges it on the result.
   */
  SurveyCritical: 'SURVEY_CRITICAL',
  /** ROUTINE to the participant: a course was assigned to them; opens it (/my-day/courses/{courseId}). */
  CourseAssigned: 'COURSE_ASSIGNED',
  /** ACTIVITIES to the participant's coaches: the participant completed a course; opens their Courses tab. */
  CourseCompleted: 'COURSE_COMPLETED',
  /**
   * ACTIVITIES to the participant's coaches: the participant skipped an item of their calendar, with their
   * reason; opens the progress tab at its date.
   */
  ActivitySkipped: 'ACTIVITY_SKIPPED',
} as const;
export type NotificationCode = (typeof NotificationCode)[keyof typeof NotificationCode];

/** The spec's parameters of a notification: what its click target is made of. */
export const notificationParametersSchema = z.object({
  /** The participant (or person) it is about: the group of the advisor's grouped list. */
  entityProfileId: z.number().int().nullable().optional(),
  companyId: z.number().int().nullable().optional(),
  rating: z.number().nullable().optional(),
  /** YYYY-MM-DD of the activity (ACTIVITIES). */
  activityDate: z.string().nullable().optional(),
  /** YYYY-MM-DD of the journal entry (JOURNAL). */
  journalDate: z.string().nullable().optional(),
  swapId: z.number().int().nullable().optional(),
  mediaLibraryFolderId: z.number().int().nullable().optional(),
  /** The survey (SMART_SURVEY codes SURVEY_*). */
  surveyId: z.number().int().nullable().optional(),
  /** The survey's kind: its tab (screeners or the smart survey). */
  surveyKind: z.string().nullable().optional(),
  /** The course (codes COURSE_*). */
  courseId: z.number().int().nullable().optional(),
});
export type NotificationParameters = z.infer<typeof notificationParametersSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** One of NotificationType (a string: a portal of yesterday still reads a type added tomorrow). */
  type: z.string(),
  code: z.string().nullable(),
  /**
   * Worded in the reader's language when read, from its message key and variables (docs/decisions.md,
   * "Coaching loop: notifications in the reader's language"); the link's words too.
   */
  message: z.string(),
  linkMessage: z.string().nullable(),
  unread: z.boolean(),
  createdDate: z.string(),
  /** When a snoozed notification becomes unread again (null when not snoozed). */
  resendAt: z.string().nullable(),
  parameters: notificationParametersSchema,
  /** Shown first and marked urgent until what it is about is dealt with (a critical answer acknowledged). */
  urgent: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Page sizes and limits (spec 002 section 9). */
export const NOTIFICATION_PAGE_SIZE = 100;
export const NOTIFICATION_GROUP_PAGE_SIZE = 5;
export const NOTIFICATION_GROUP_PAGE_MAX = 100;
/** Read notifications this old or older are removed for users who turned Autodelete on. */
export const NOTIFICATION_AUTODELETE_DAYS = 30;
/** Snooze presets: tomorrow, next week, after 10 days, each at this hour of the user's time zone. */
export const SNOOZE_PRESET_DAYS = [1, 7, 10] as const;
export const SNOOZE_HOUR = 12;
/** The relative time on a card is refreshed this often. */
export const NOTIFICATION_TIME_REFRESH_MS = 60_000;

export const notificationListQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  filter: z.enum(['all', 'unread']).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
/** Non-advisors' flat list: the unread count and the items (spec 002 section 3). */
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The grouped list's filters: all time, the last 3 days, the last 24 hours, unread only. */
export const NOTIFICATION_FILTERS = ['all', '3d', '1d', 'unread'] as const;
export const notificationFilterSchema = z.enum(NOTIFICATION_FILTERS);
export type NotificationFilter = z.infer<typeof notificationFilterSchema>;

export const notificationGroupedQuerySchema = z.strictObject({
  filter: notificationFilterSchema.default('all'),
});
export type NotificationGroupedQuery = z.infer<typeof notificationGroupedQuerySchema>;

/**
 * One participant's group: the participant (the profile preview: profileId, userId, uuid, fullName,
 * thumbnailUrl), the newest notifications matching the filter (at most NOTIFICATION_GROUP_PAGE_SIZE), and
 * the counts of the group's notifications matching the filter (countUnread: of those, the unread ones).
 */
export const notificationGroupSchema = z.object({
  profile: profilePreviewSchema,
  notifications: z.array(notificationSchema),
  countUnread: z.number().int(),
  count: z.number().int(),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/** The advisor's grouped list: groups ordered by their newest notification, and the user's unread count. */
export const notificationGroupedSchema = z.object({
  unread: z.number().int(),
  groups: z.array(notificationGroupSchema),
});
export type NotificationGrouped = z.infer<typeof notificationGroupedSchema>;

/** {id} of the grouped calls: the participant's profile id (the group's profile.profileId). */
export const notificationGroupParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});

/** Load more of one group: the page after `lastItem` (the id of the last notification shown). */
export const notificationGroupPageQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATION_GROUP_PAGE_MAX).default(NOTIFICATION_GROUP_PAGE_SIZE),
  lastItem: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  filter: notificationFilterSchema.default('all'),
});
export type NotificationGroupPageQuery = z.infer<typeof notificationGroupPageQuerySchema>;
/** A page of one group: its notifications after lastItem, and whether more follow. */
export const notificationGroupPageSchema = z.object({
  items: z.array(notificationSchema),
  hasMore: z.boolean(),
});
export type NotificationGroupPage = z.infer<typeof notificationGroupPageSchema>;

/**
 * PUT /notification-service/notifications/{id}: read or unread; a resendAt snoozes it (read now, unread
 * again at resendAt, which must not be earlier than today). Sending resendAt null cancels a snooze.
 */
export const updateNotificationBodySchema = z.strictObject({
  unread: z.boolean(),
  resendAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type UpdateNotificationBody = z.infer<typeof updateNotificationBodySchema>;

/** POST .../notifications/readall: isAdvisor=true marks read the grouped list's (participants') notifications. */
export const notificationReadAllQuerySchema = z.strictObject({
  isAdvisor: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});
export type NotificationReadAllQuery = z.infer<typeof notificationReadAllQuerySchema>;
/** A read-all answer: how many became read, and the unread count left. */
export const notificationReadAllSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type NotificationReadAll = z.infer<typeof notificationReadAllSchema>;

/**
 * The settings of the dialog (spec 002: Notification settings), per user. `routines` is the dialog's
 * "Activities" switch (ACTIVITIES and ROUTINE). `browserNotifications` is the dialog's "Browser
 * notifications" switch: the user's consent to web push (docs/decisions.md, "Notifications").
 */
export const notificationSettingsSchema = z.object({
  routines: z.boolean(),
  newLogin: z.boolean(),
  smartSurvey: z.boolean(),
  journal: z.boolean(),
  swap: z.boolean(),
  browserNotifications: z.boolean(),
  autoDelete: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationSettingKey = keyof NotificationSettings;
/** A user who never saved settings: every type on, push off until they turn it on, nothing deleted. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  routines: true,
  newLogin: true,
  smartSurvey: true,
  journal: true,
  swap: true,
  browserNotifications: false,
  autoDelete: false,
};
/** PUT settings: the whole object, or only the switches that change. */
export const updateNotificationSettingsBodySchema = z.strictObject({
  routines: z.boolean().optional(),
  newLogin: z.boolean().optional(),
  smartSurvey: z.boolean().optional(),
  journal: z.boolean().optional(),
  swap: z.boolean().optional(),
  browserNotifications: z.boolean().optional(),
  autoDelete: z.boolean().optional(),
});
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

/** The setting that turns a type off (null: always delivered). */
export const NOTIFICATION_SETTING_OF_TYPE: Record<
  NotificationType,
  Exclude<NotificationSettingKey, 'browserNotifications' | 'autoDelete'> | null
> = {
  ACTIVITIES: 'routines',
  ROUTINE: 'routines',
  JOURNAL: 'journal',
  NEW_LOGIN: 'newLogin',
  SMART_SURVEY: 'smartSurvey',
  SWAP: 'swap',
  INACTIVE_USER: null,
  MEDIA_LIBRARY: null,
};

/**
 * Socket.IO event to the recipient's sockets when a notification is created or a snoozed one becomes
 * unread again (its resendAt came). Payload: NotificationEvent.
 */
export const NOTIFICATION_NEW_EVENT = 'notification:new';
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  /** The recipient's unread count after this notification. */
  unread: z.number().int(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * The portal path a notification opens (spec 002, "Notification click targets"). `userId` is the user id
 * of parameters.entityProfileId (the profile preview's userId); null when unknown. Returns null when the
 * target needs an id that is missing. Shared by the panel and the push payload.
 */
export function notificationTarget(
  n: { type: string; code: string | null; parameters: NotificationParameters },
  userId: number | null,
): string | null {
  const p = n.parameters;
  const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
    const q = Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    return q ? `${path}?${q}` : path;
  };
  const participant = (tail = '') => (userId === null ? null : `/participants/${userId}${tail}`);
  switch (n.type) {
    case NotificationType.Activities: {
      if (n.code === NotificationCode.CourseCompleted) {
        return p.courseId ? participant(`/courses/${p.courseId}`) : participant('/courses');
      }
      const path = participant('/routines-progress');
      return path && withQuery(path, { date: p.activityDate });
    }
    case NotificationType.Journal: {
      if (n.code === NotificationCode.JournalStaffComment) return withQuery('/my-day', { date: p.journalDate });
      const path = participant('/journal');
      return path && withQuery(path, { date: p.journalDate });
    }
    case NotificationType.InactiveUser:
      return participant();
    case NotificationType.NewLogin:
      switch (n.code) {
        case NotificationCode.NewLoginAdvisor:
        case NotificationCode.NewLoginCompanyAdmin:
        case NotificationCode.NewLoginTeam:
          if (p.companyId === null || p.companyId === undefined || userId === null) return null;
          return withQuery(`/company/${p.companyId}/staff`, { id: userId, n: 1 });
        case NotificationCode.NewLoginConsultant:
          return userId === null ? null : `/bhusers/${userId}/general`;
        default:
          return participant();
      }
    case NotificationType.Routine:
      if (n.code === NotificationCode.CourseAssigned) return p.courseId ? `/my-day/courses/${p.courseId}` : '/my-day';
      return n.code === NotificationCode.RoutineSharedFolder ? '/activities' : participant('/routines-progress');
    case NotificationType.SmartSurvey: {
      if (n.code === NotificationCode.SurveyAvailable) return p.surveyId ? `/my-day/surveys/${p.surveyId}` : '/my-day';
      if (n.code === NotificationCode.SurveyCompleted || n.code === NotificationCode.SurveyCritical) {
        const path = participant(p.surveyKind === 'SMART_SURVEY' ? '/smart-survey' : '/screeners');
        return path && withQuery(path, { survey: p.surveyId });
      }
      return participant('/smart-survey');
    }
    case NotificationType.Swap: {
      const path = participant('/swaps');
      return path && withQuery(path, { id: p.swapId });
    }
    case NotificationType.MediaLibrary:
      return withQuery('/library', { folderId: p.mediaLibraryFolderId });
    default:
      return null;
  }
}
