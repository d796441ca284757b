import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, NothingAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { Page, ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  Activity,
  ActivityBody,
  ActivityListQuery,
  Economy,
  EconomyBody,
  Preview,
  PreviewQuery,
} from './activity-list.schemas';
import {
  copyActivity,
  createActivity,
  deleteActivity,
  economyOfDraft,
  editActivity,
  getActivity,
  listActivities,
  previewActivity,
  projectsOf,
  setStatus,
} from './activity-list.service';

const PREFIX = '/activity/list';
const response = { 200: Envelope(Activity) };
const CHECKS =
  "The type's rule fields in config (a 400 naming config.<field>, e.g. config.ladder[3] for a gap), a reward currency the type allows (else currency), an end after the start (endTime), a valid audience. Answers the economy check with it.";

// The activities area's `list` screen: campaigns of spec 3's fourteen types.
export function activityListRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('activity:list', { tags: ['activity'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Activities',
      description:
        'Filtered by a part of the title, type, reward currency, status and a time window they run in; sorted by sort, creation or start. Each with the content locales it lacks texts in.',
      querystring: ActivityListQuery,
      response: { 200: Envelope(Page(Activity)) },
    }),
    async (request) => ok(await listActivities(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/projects`,
    screen.query({
      summary: "The projects' content locales and time zones",
      description:
        'Of the projects in the scope: the locales titles and rules are written in (the default first), and the time zone start and end are shown in.',
      querystring: ScopeOnly,
      response: {
        200: Envelope(
          Type.Array(
            Type.Object({
              code: Type.String(),
              defaultLocale: Type.String(),
              locales: Type.Array(Type.String()),
              timeZone: Type.String(),
            }),
          ),
        ),
      },
    }),
    async (request) => ok(await projectsOf(db, scopeOf(request))),
  );
  app.post(
    `${PREFIX}/economy-check`,
    screen.query({
      summary: 'The economy check of a draft',
      description:
        'The most free tickets, points and VIP days one user can earn a day across the online activities of the project with the draft among them, against the median locked-episode price; a warning when they unlock more than the limit of episodes a day.',
      body: EconomyBody,
      response: { 200: Envelope(Economy) },
    }),
    async (request) => ok(await economyOfDraft(db, scopeOf(request), request.body)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'An activity',
      description: 'With its texts in every content locale of its project and the locales lacking one.',
      params: IdParams,
      querystring: ScopeOnly,
      response,
    }),
    async (request) => ok(await getActivity(db, scopeOf(request), request.params.id)),
  );
  app.get(
    `${PREFIX}/:id/preview`,
    screen.query({
      summary: 'Preview an activity in a locale',
      description:
        "Its title and rules as an app user of the locale reads them: the locale's texts, else the project's default locale's (named in fallback).",
      params: IdParams,
      querystring: PreviewQuery,
      response: { 200: Envelope(Preview) },
    }),
    async (request) => ok(await previewActivity(db, scopeOf(request), request.params.id, request.query.locale)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add an activity',
      description: `In one project (not \`all\`), offline until set online. ${CHECKS}`,
      body: ActivityBody,
      response,
    }),
    async (request) => ok(await createActivity(db, scopeOf(request), request.body, userOf(request))),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit an activity',
      description: `Replaces it whole (texts of locales not sent are kept). ${CHECKS} An online one is checked for overlap again.`,
      params: IdParams,
      body: ActivityBody,
      response,
    }),
    async (request) => ok(await editActivity(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete an activity',
      description: 'Soft; an online activity is a 409 (take it offline first). Its records keep naming it.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => ok(await deleteActivity(db, scopeOf(request), request.params.id)),
  );
  app.post(
    `${PREFIX}/:id/copy`,
    screen.add({
      summary: 'Copy an activity',
      description:
        'A copy titled "… (copy)", offline, nothing spent, with its texts in every locale. Answers the source\'s id and the copy.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: Envelope(Type.Object({ sourceId: Type.Integer(), copy: Activity })) },
    }),
    async (request) => {
      const copy = await copyActivity(db, scopeOf(request), request.params.id, userOf(request));
      return ok({ sourceId: request.params.id, copy });
    },
  );
  app.post(
    `${PREFIX}/:id/online`,
    screen.edit({
      summary: 'Set an activity online',
      description:
        'From offline only (else a 409 naming the status), not ended, its rules checked again; a 409 naming the other activity when an online one of its type, priority and time reaches some of the same users.',
      params: IdParams,
      body: ScopeOnly,
      response,
    }),
    async (request) => ok(await setStatus(db, scopeOf(request), request.params.id, 0)),
  );
  app.post(
    `${PREFIX}/:id/offline`,
    screen.edit({
      summary: 'Set an activity offline',
      description: 'From online only (else a 409 naming the status); users stop seeing it.',
      params: IdParams,
      body: ScopeOnly,
      response,
    }),
    async (request) => ok(await setStatus(db, scopeOf(request), request.params.id, 1)),
  );
}
