import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { textsRoutes } from '../../domain/content-texts';
import { Envelope, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import { type ListParams, Page } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import {
  AwardBody,
  AwardReport,
  Badge,
  BadgeBody,
  BadgeListQuery,
  Holder,
  HolderListQuery,
  Preview,
  PreviewBody,
  RevokeBody,
} from './activity-medalconfig.schemas';
import {
  awardByHand,
  BADGE_TEXTS,
  badges,
  createBadge,
  editBadge,
  listHolders,
  previewCondition,
  revokeByHand,
} from './activity-medalconfig.service';

const PREFIX = '/activity/medalconfig';

// The activity area's `medalconfig` screen: badges, their holders, awarding and revoking by hand.
export function activityMedalconfigRoutes(app: ApiInstance, db: Kysely<Database>, jobs: Jobs): void {
  const screen = plainRoutes(
    app,
    db,
    {
      noun: badges.noun,
      list: (db, scope, query: ListParams) => badges.list(db, scope, query),
      get: (db, scope, id) => badges.get(db, scope, id),
      create: (db, scope, body) => createBadge(db, jobs, scope, body),
      edit: (db, scope, id, body) => editBadge(db, jobs, scope, id, body),
      remove: (db, scope, id) => badges.remove(db, scope, id),
    },
    {
      screen: 'activity/medalconfig',
      schemas: { item: Badge, query: BadgeListQuery, body: BadgeBody },
      says: {
        list: 'Filtered by a part of the name or code, the condition, the tier and the status; each with how many hold it.',
        add: 'In one project (not `all`); a code the project has already is a 409 naming code. Online with a condition: those who qualify already are awarded it (source backfill), in the request up to 2,000, else by a job (answered in `backfill`).',
        edit: 'Replaces the badge; set online, or its condition changed while online, it backfills as a create does. Holders keep it whatever the change.',
        delete:
          'Soft: the badge leaves the list and is awarded no more; its holdings stay as rows, and its code may be used again.',
      },
    },
  );
  textsRoutes(app, db, screen, PREFIX, BADGE_TEXTS, {
    noun: 'a badge',
    said: 'name',
    rule: 'never blank',
  });
  app.post(
    `${PREFIX}/preview`,
    screen.query({
      summary: "Preview a badge's condition",
      description:
        'How many users of the project meet the condition now (and do not hold the badge named by badgeId), with up to 20 of their codes.',
      body: PreviewBody,
      response: { 200: Envelope(Preview) },
    }),
    async (request) => ok(await previewCondition(db, scopeOf(request), request.body)),
  );
  app.get(
    `${PREFIX}/:id/holders`,
    screen.query({
      summary: "A badge's holders",
      description: 'Those holding it now (state held, the default) or whose holding was revoked; newest first.',
      params: IdParams,
      querystring: HolderListQuery,
      response: { 200: Envelope(Page(Holder)) },
    }),
    async (request) => ok(await listHolders(db, scopeOf(request), request.params.id, request.query)),
  );
  app.post(
    `${PREFIX}/:id/award`,
    screen.action('award')({
      summary: 'Award a badge by hand',
      description:
        'To the users named by their codes, with the reason (source manual); one holding it already is answered as held, an unknown code as unknown. Each new holder gets its reward once. An offline badge is a 409.',
      params: IdParams,
      body: AwardBody,
      response: { 200: Envelope(AwardReport) },
    }),
    async (request) => ok(await awardByHand(db, scopeOf(request), request.params.id, request.body, userOf(request))),
  );
  app.post(
    `${PREFIX}/:id/revoke`,
    screen.action('revoke')({
      summary: 'Revoke a badge',
      description:
        "From one user, with the reason; the holding stays as revoked. The reward it gave is not taken back (a deduction is the wallet's). A user not holding it is a 409.",
      params: IdParams,
      body: RevokeBody,
      response: { 200: Envelope(Badge) },
    }),
    async (request) => ok(await revokeByHand(db, scopeOf(request), request.params.id, request.body, userOf(request))),
  );
}
