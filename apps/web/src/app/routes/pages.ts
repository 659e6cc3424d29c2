import type { RouteAccessContext, RouteDef, TabGroup } from '@stride/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

const PublicSurveyPage = lazy(() => import('../../features/surveys/public/PublicSurveyPage'));

/**
 * The screens built so far, by route path, each its own chunk. A route of the table without an entry
 * here shows its title only until its issue lands.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/reset-password': lazy(() => import('../../features/auth/ResetPasswordPage')),
  '/confirm-email': lazy(() => import('../../features/auth/ConfirmEmailPage')),
  '/participants': lazy(() => import('../../features/participants/list/ParticipantsPage')),
  '/participants/:id/general': lazy(() => import('../../features/participants/general/ParticipantGeneralPage')),
  '/participants/:id/routines': lazy(() => import('../../features/calendar/ParticipantCalendarPage')),
  '/participants/:id/user-library': lazy(() => import('../../features/library/sent/ParticipantMediaPage')),
  '/privacy': lazy(() => import('../../features/privacy/PrivacyPage')),
  '/dashboard': lazy(() => import('../../features/dashboards/DashboardPage')),
  '/advisors-dashboard': lazy(() => import('../../features/dashboards/advisors/AdvisorsDashboardPage')),
  '/advisors-dashboard/:id': lazy(() => import('../../features/dashboards/advisors/AdvisorDashboardPage')),
  '/profile/general': lazy(() => import('../../features/profiles/ProfileGeneralPage')),
  '/profile/quick-messages': lazy(() => import('../../features/quick-messages/QuickMessagesPage')),
  '/profile/security': lazy(() => import('../../features/accounts/security/SecurityPage')),
  '/notifications': lazy(() => import('../../features/notifications/pages/NotificationsPage')),
  '/notifications-grouped': lazy(() => import('../../features/notifications/pages/GroupedNotificationsPage')),
  '/company': lazy(() => import('../../features/companies/CompanyListPage')),
  '/company/:id/general': lazy(() => import('../../features/companies/general/CompanyGeneralPage')),
  '/company/:id/staff': lazy(() => import('../../features/companies/staff/CompanyStaffPage')),
  '/company/:id/participants': lazy(() => import('../../features/companies/CompanyParticipantsPage')),
  '/company/:id/programs': lazy(() => import('../../features/programs/CompanyProgramsPage')),
  '/bhusers': lazy(() => import('../../features/team/TeamListPage')),
  '/bhusers/:id/general': lazy(() => import('../../features/team/TeamMemberGeneralPage')),
  '/bhusers/:id/participants': lazy(() => import('../../features/team/TeamMemberParticipantsPage')),
  '/library': lazy(() => import('../../features/library/LibraryPage')),
  '/routines': lazy(() => import('../../features/routines/RoutinesPage')),
  '/routines/routine/:id': lazy(() => import('../../features/routines/builder/RoutineBuilderPage')),
  '/shared': lazy(() => import('../../features/routines/shared/SharedPage')),
  '/import-routines': lazy(() => import('../../features/routines/shared/ImportRoutinesPage')),
  '/chat': lazy(() => import('../../features/chat/ChatPage')),
  '/my-media': lazy(() => import('../../features/library/sent/MyMediaPage')),
  '/my-day': lazy(() => import('../../features/my-day/MyDayPage')),
  '/my-progress': lazy(() => import('../../features/my-day/MyProgressPage')),
  '/my-calendar': lazy(() => import('../../features/my-day/MyCalendarPage')),
  '/participants/:id/routines-progress': lazy(() => import('../../features/calendar/progress/ProgressPage')),
  '/participants/:id/chat': lazy(() => import('../../features/chat/ParticipantChatPage')),
  '/sprints': lazy(() => import('../../features/sprints/templates/SprintsPage')),
  '/sprints/:id': lazy(() => import('../../features/sprints/templates/SprintEditorPage')),
  '/participants/:id/sprints': lazy(() => import('../../features/sprints/participant/ParticipantSprintsPage')),
  '/participants/:id/swaps': lazy(() => import('../../features/swaps/list/SwapsPage')),
  '/participants/:id/swaps/:swapid': lazy(() => import('../../features/swaps/detail/SwapDetailPage')),
  '/participants/:id/journal': lazy(() => import('../../features/journal/ParticipantJournalPage')),
  '/screeners': lazy(() => import('../../features/surveys/staff/ScreenersPage')),
  '/screeners/:id': lazy(() => import('../../features/surveys/staff/ScreenerDefinitionPage')),
  '/screeners/:id/results': lazy(() => import('../../features/surveys/results/ScreenerResultsPage')),
  '/participants/:id/screeners': lazy(() => import('../../features/surveys/participant/ParticipantScreenersPage')),
  '/participants/:id/smart-survey': lazy(() => import('../../features/surveys/participant/ParticipantSmartSurveyPage')),
  '/my-day/surveys/:id': lazy(() => import('../../features/surveys/take/TakeSurveyPage')),
  '/courses': lazy(() => import('../../features/courses/list/CoursesPage')),
  '/courses/add': lazy(() => import('../../features/courses/editor/CourseEditorPage')),
  '/courses/:id': lazy(() => import('../../features/courses/editor/CourseEditorPage')),
  '/participants/:id/courses': lazy(() => import('../../features/courses/participant/ParticipantCoursesPage')),
  '/participants/:id/courses/:courseid': lazy(() => import('../../features/courses/participant/ParticipantCoursePage')),
  '/my-day/courses/:id': lazy(() => import('../../features/courses/take/TakeCoursePage')),
  '/admin-panel/logs': lazy(() => import('../../features/audit/AuditLogsPage')),
  '/admin-panel/logs/:id': lazy(() => import('../../features/audit/AuditOperationPage')),
  // The public screeners: one page, its key read from the path (features/surveys/public).
  '/screener': PublicSurveyPage,
  '/summit': PublicSurveyPage,
  '/exos': PublicSurveyPage,
  '/survey': PublicSurveyPage,
};

export interface TabLayoutProps {
  route: RouteDef;
  access: RouteAccessContext;
  /** The tab's page. */
  children: ReactNode;
}

/**
 * The frame of a tab group's pages (e.g. the participant's name, actions and tabs), loaded once for all
 * its tabs. It renders the tabs itself (RouteTabs), with the viewed record's flags; a group without one
 * shows the tabs alone.
 */
export const TAB_LAYOUTS: Partial<Record<TabGroup, LazyExoticComponent<ComponentType<TabLayoutProps>>>> = {
  participant: lazy(() => import('../../features/participants/ParticipantLayout')),
  bhuser: lazy(() => import('../../features/team/TeamMemberLayout')),
  company: lazy(() => import('../../features/companies/CompanyLayout')),
};
