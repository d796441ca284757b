// Notifications: notify() puts one in a staff user's message box, in both languages. The one door.
export {
  type NewNotification,
  NOTICE_LOCALES,
  type NoticeLocale,
  NOTIFICATION_KINDS,
  notify,
  resolveSubject,
  type Wording,
  wordingOf,
} from './notify';
