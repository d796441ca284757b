// Notifications: notify() puts one in a staff user's message box. The one door.
export { type NewNotification, NOTIFICATION_KINDS, notify } from './notify';
