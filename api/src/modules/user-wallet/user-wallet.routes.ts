import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { UserCodeParams } from '../../domain/app-users';
import { AdjustAnswer, AdjustBody, LedgerAnswer, LedgerQuery, WalletAnswer } from './user-wallet.schemas';
import { adjustWallet, ledgerOf, walletOf } from './user-wallet.service';

// The wallets of the users area's list screen (user:list): read with its query permission,
// changed with its wallet button's. The contract other areas and checks use.
export function userWalletRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:list', { tags: ['user'] });
  app.post(
    '/user/wallet/adjust',
    screen.action('wallet')({
      operationId: 'adjustWallet',
      summary: "Top up or deduct a user's wallet",
      description:
        'Integer amounts of one kind. A deduction past the balance is a 409 naming the balance and changes nothing. ' +
        'The same idempotencyKey again for the same user, kind, direction and amount changes nothing and answers the first result; for another change it is a 409 naming the key. ' +
        "A top-up over the project's threshold (config wallet.largeBonusThreshold, by kind) credits nothing: it becomes a pending large-bonus application. " +
        "A staff top-up is bonus, which a deduction spends first (the soonest expiring first, then bonus without expiry, then purchased coins); expiresOn (a day, today or later in the project's time zone, a top-up only) is its last day: what is left of it expires when the next day starts there, the instant answered as expiresAt.",
      body: AdjustBody,
      response: { 200: AdjustAnswer },
    }),
    async (request) => ok(await adjustWallet(db, scopeOf(request), userOf(request), request.body)),
  );
  app.get(
    '/user/wallet/:userCode',
    screen.query({
      operationId: 'getWallet',
      summary: "A user's wallet",
      description:
        'Balances by kind (holdings: purchased and bonus, and the bonus expiring, soonest first), the newest ledger entries and the pending large-bonus applications. ' +
        "Bonus past its expiry that no change or job has written off yet is left out of the balances and the holdings, as the next change would see them (this read writes nothing). timeZone is the project's, in which an expiry day ends.",
      params: UserCodeParams,
      querystring: ScopeOnly,
      response: { 200: WalletAnswer },
    }),
    async (request) => ok(await walletOf(db, scopeOf(request), userOf(request), request.params.userCode)),
  );
  app.get(
    '/user/wallet/:userCode/ledger',
    screen.query({
      operationId: 'listWalletLedger',
      summary: "A user's ledger",
      description: 'Every entry of the wallets, or of one kind, newest first, a page at a time (the list contract).',
      params: UserCodeParams,
      querystring: LedgerQuery,
      response: { 200: LedgerAnswer },
    }),
    async (request) => ok(await ledgerOf(db, scopeOf(request), request.params.userCode, request.query)),
  );
}
