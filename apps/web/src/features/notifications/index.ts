export { NotificationPreferences } from "./components/notification-preferences";
export { NotificationsLink } from "./components/notifications-link";
