import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { Page } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import {
  Coupon,
  CouponListQuery,
  CouponTemplate,
  CouponTemplateBody,
  CouponTemplateListQuery,
  IssueBody,
  IssueReport,
} from './deal-coupon.schemas';
import { couponTemplates, issueByCodes, listCoupons } from './deal-coupon.service';

// The deal area's `coupon` screen: coupon templates (its list and form), the coupons issued
// from them, and issuing to users by their codes or a CSV file.
export function dealCouponRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = plainRoutes(app, db, couponTemplates, {
    screen: 'deal/coupon',
    schemas: { item: CouponTemplate, query: CouponTemplateListQuery, body: CouponTemplateBody },
    says: {
      list: 'Filtered by a part of the name, the kind and the status; each with the coupons it has issued and how many were used.',
      add: 'In one project (not `all`); a name the project has already is a 409 naming name. An amount off is integer minor units of its currency (1999 for 19.99 USD).',
      edit: 'Replaces the template; coupons issued keep the expiry they were issued with.',
      delete: 'Soft: the template leaves the list and issues no more; its coupons stay as they are.',
    },
  });
  app.get(
    '/deal/coupon/issued/list',
    screen.query({
      summary: 'Issued coupons',
      description: 'Filtered by template, user code (exact), state and issue time; newest first.',
      querystring: CouponListQuery,
      response: { 200: Envelope(Page(Coupon)) },
    }),
    async (request) => ok(await listCoupons(db, scopeOf(request), request.query)),
  );
  app.post(
    '/deal/coupon/:id/issue',
    screen.action('issue')({
      summary: 'Issue coupons',
      description:
        "To the users named by their codes (a textarea's lines) or by a CSV file's text: answers every row, issued or refused with the reason (unknownUser, duplicate, templateOff, templateEnded). The same idempotencyKey sent again issues nothing more.",
      params: IdParams,
      body: IssueBody,
      response: { 200: Envelope(IssueReport) },
    }),
    async (request) => ok(await issueByCodes(db, scopeOf(request), request.params.id, request.body, userOf(request))),
  );
}
