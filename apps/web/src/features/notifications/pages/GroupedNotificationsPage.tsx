export { GroupedNotificationsPage as default } from './NotificationsPage';
