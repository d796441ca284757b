// What other modules use: notify() puts a notification in a user's message box.
export { type NewNotification, notify } from './notification.service';
export { notificationRoutes } from './notification.routes';
