import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, userOf } from '../../platform/http';
import {
  MarkAllReadBody,
  MarkReadAnswer,
  MarkReadBody,
  NotificationListAnswer,
  NotificationListQuery,
  UnreadCountAnswer,
  UnreadCountQuery,
} from './notification.schemas';
import { listNotifications, markAllRead, markRead, notificationScope, unreadCounts } from './notification.service';

// Every signed-in user has a message box, whatever their roles: access 'user', and the
// project (when one is sent) must be one of theirs — checked by notificationScope.
export function notificationRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/notification/list',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My notifications',
        description: "The caller's notifications in the project (plus project-less ones), newest first by default.",
        tags: ['notification'],
        querystring: NotificationListQuery,
        response: { 200: NotificationListAnswer },
      },
    },
    async (request) => {
      const scope = await notificationScope(db, userOf(request), request.query.projectCode, request.query.tenantCode);
      return ok(await listNotifications(db, scope, request.query));
    },
  );

  app.get(
    '/notification/unread-count',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My unread notifications, by kind',
        tags: ['notification'],
        querystring: UnreadCountQuery,
        response: { 200: UnreadCountAnswer },
      },
    },
    async (request) => {
      const scope = await notificationScope(db, userOf(request), request.query.projectCode, request.query.tenantCode);
      return ok(await unreadCounts(db, scope));
    },
  );

  app.post(
    '/notification/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark notifications read',
        description: "Only the caller's unread notifications change; other ids are ignored. Answers how many changed.",
        tags: ['notification'],
        body: MarkReadBody,
        response: { 200: MarkReadAnswer },
      },
    },
    async (request) => {
      // the project sent must be the caller's, as on every other route
      await notificationScope(db, userOf(request), request.body.projectCode, request.body.tenantCode);
      return ok(await markRead(db, userOf(request).id, request.body.ids));
    },
  );

  app.post(
    '/notification/read-all',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark all my notifications read',
        description: 'In the project (plus project-less ones), of one kind when `kind` is given.',
        tags: ['notification'],
        body: MarkAllReadBody,
        response: { 200: MarkReadAnswer },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const scope = await notificationScope(db, userOf(request), body.projectCode, body.tenantCode);
      return ok(await markAllRead(db, scope, body.kind));
    },
  );
}
