import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  ApplicationListAnswer,
  ApplicationListQuery,
  DecisionAnswer,
  DecisionBody,
  WithdrawAnswer,
} from './customer-service-apply.schemas';
import { decide, listApplications, withdraw } from './customer-service-apply.service';
import { ScopeOnly } from '../../platform/listQuery';

// The customer-service area's `apply/list` screen: the large-bonus applications, decided by
// someone other than their applicant. Its page comes with the customer-service remote.
export function customerServiceApplyRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('customer-service:apply-list', { tags: ['customer-service'] });
  const decision = { params: IdParams, body: DecisionBody, response: { 200: DecisionAnswer } };
  app.get(
    '/customer-service/apply/list',
    screen.query({
      summary: 'Large-bonus applications',
      description: 'Filtered by status, kind and a part of the user code; newest first by default.',
      querystring: ApplicationListQuery,
      response: { 200: ApplicationListAnswer },
    }),
    async (request) => ok(await listApplications(db, scopeOf(request), userOf(request), request.query)),
  );
  app.post(
    '/customer-service/apply/:id/approve',
    screen.action('review')({
      summary: 'Approve a large-bonus application',
      description:
        'Credits the wallet in the same transaction; a pending application only (409), not by its applicant (403).',
      ...decision,
    }),
    async (request) => ok(await decide(db, scopeOf(request), userOf(request), request.params.id, true, request.body)),
  );
  app.post(
    '/customer-service/apply/:id/reject',
    screen.action('review')({
      summary: 'Reject a large-bonus application',
      description: 'With a note saying why (400 without); a pending application only (409).',
      ...decision,
    }),
    async (request) => ok(await decide(db, scopeOf(request), userOf(request), request.params.id, false, request.body)),
  );
  // the applicant's side: who may top up a wallet (the users list's wallet button) takes back
  // their own application while it waits; the reviewers' list sees it withdrawn
  app.post(
    '/customer-service/apply/:id/withdraw',
    screenRoutes('user:list', { tags: ['customer-service'] }).action('wallet')({
      summary: 'Withdraw a large-bonus application',
      description:
        'By its applicant only (403 for anyone else), while it is pending only (409 naming its status); credits nothing.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: WithdrawAnswer },
    }),
    async (request) => ok(await withdraw(db, scopeOf(request), userOf(request), request.params.id)),
  );
}
