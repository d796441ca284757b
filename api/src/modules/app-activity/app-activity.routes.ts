import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/types';
import { activityUser, checkIn, checkInCalendar, claimTask, makeUp, tasksOf } from '../../domain/activities';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import type { ApiInstance } from '../../platform/http';
import {
  CalendarAnswer,
  CheckInAnswer,
  CheckInBody,
  ClaimAnswer,
  ClaimBody,
  MakeUpAnswer,
  MakeUpBody,
  ReaderQuery,
  TasksAnswer,
} from './app-activity.schemas';
import { inReaderLocale } from './app-activity.service';

export function appActivityRoutes(app: ApiInstance, db: Kysely<Database>): void {
  /** The call's project scope and its user as the audience rules read them. */
  const who = async (request: FastifyRequest) => {
    const scope = appScopeOf(request);
    const signedIn = appUserOf(request);
    return { scope, user: await activityUser(db, scope, signedIn.id, signedIn.deviceId) };
  };

  app.get(
    '/activities/check-in',
    {
      schema: {
        operationId: 'checkInCalendar',
        summary: "The user's check-in",
        description:
          "The check-in activity that applies to the user (null: none), the 7 days of the current streak cycle with their state and reward, and the missed days one may still make up. Days are the project's.",
        querystring: ReaderQuery,
        response: { 200: CalendarAnswer },
      },
    },
    async (request) => {
      const { scope, user } = await who(request);
      const calendar = await checkInCalendar(db, scope, user, new Date());
      const { activity } = calendar;
      if (!activity)
        return ok({ ...calendar, locale: (await inReaderLocale(db, scope, request.query.locale, [], () => 0)).locale });
      const read = await inReaderLocale(db, scope, request.query.locale, [activity], (one) => one.id);
      return ok({ ...calendar, locale: read.locale, activity: read.items[0] });
    },
  );

  app.post(
    '/activities/:id/check-in',
    {
      schema: {
        operationId: 'checkIn',
        summary: 'Check in today',
        description:
          "Once a day of the project's time zone: the streak goes on from yesterday (day 1–7 of the ladder, again from 1 after 7) or starts again, and the day's reward is credited. A repeat answers today's check-in with alreadyCheckedIn.",
        params: IdParams,
        body: CheckInBody,
        response: { 200: CheckInAnswer },
      },
    },
    async (request) => {
      const { scope, user } = await who(request);
      return ok(await checkIn(db, scope, user, request.params.id, new Date()));
    },
  );

  app.post(
    '/activities/:id/make-up',
    {
      schema: {
        operationId: 'makeUpCheckIn',
        summary: 'Make up a missed day',
        description:
          "Checks in on a missed day within the activity's make-up days (not today), for the ladder's base reward; 409 when that day was checked in.",
        params: IdParams,
        body: MakeUpBody,
        response: { 200: MakeUpAnswer },
      },
    },
    async (request) => {
      const { scope, user } = await who(request);
      return ok(await makeUp(db, scope, user, request.params.id, request.body.day, new Date()));
    },
  );

  app.get(
    '/activities/tasks',
    {
      schema: {
        operationId: 'listTasks',
        summary: "The user's tasks",
        description:
          'The task activities that apply to the user now, each with its progress in the current period (the day, for daily ones), status and reward.',
        querystring: ReaderQuery,
        response: { 200: TasksAnswer },
      },
    },
    async (request) => {
      const { scope, user } = await who(request);
      const tasks = await tasksOf(db, scope, user, new Date());
      const read = await inReaderLocale(db, scope, request.query.locale, tasks.list, (task) => task.activityId);
      return ok({ ...tasks, locale: read.locale, list: read.items });
    },
  );

  app.post(
    '/activities/:id/claim',
    {
      schema: {
        operationId: 'claimTask',
        summary: "Claim a task's reward",
        description:
          'A task pending claim turns claimed and its reward is credited once; a repeat answers the claimed task with alreadyClaimed; an incomplete one is a 409, as are the daily cap and a spent budget.',
        params: IdParams,
        body: ClaimBody,
        response: { 200: ClaimAnswer },
      },
    },
    async (request) => {
      const { scope, user } = await who(request);
      return ok(await claimTask(db, scope, user, request.params.id, request.body.period, new Date()));
    },
  );
}
