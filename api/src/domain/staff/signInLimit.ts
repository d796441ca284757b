// Sign-in attempts are throttled per account and per client address. The counts live in
// the database, so every api process behind the load balancer sees the same ones.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError } from '../../platform/errors';

export interface SignInLimits {
  /** failed attempts allowed per account within the window (a success starts it afresh) */
  perAccount: number;
  /** failed attempts allowed per client address within the window */
  perAddress: number;
  windowMinutes: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

/** Throws 429 while either limit is reached, saying when to try again. */
export async function assertSignInAllowed(
  db: Kysely<Database>,
  limits: SignInLimits,
  username: string,
  clientIp: string,
): Promise<void> {
  const account = await minutesUntilAllowed(db, limits, 'username', username, limits.perAccount);
  if (account) throw tooMany(`for this account`, account);
  const address = await minutesUntilAllowed(db, limits, 'client_ip', clientIp, limits.perAddress);
  if (address) throw tooMany(`from this address`, address);
}

export async function recordSignInAttempt(
  db: Kysely<Database>,
  username: string,
  clientIp: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('sys_login_attempt').values({ username, client_ip: clientIp, succeeded }).execute();
}

function tooMany(whose: string, minutes: number): ApiError {
  return new ApiError(
    429,
    `Too many sign-in attempts ${whose}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    [],
    { problem: 'signIn.tooMany', params: { minutes } },
  );
}

/**
 * 0 when under the limit; otherwise the minutes until the oldest of the last `limit`
 * failures leaves the window. For an account, failures before its last successful
 * sign-in do not count (an address gets no such reset: one good account must not
 * unlock guessing at others).
 */
async function minutesUntilAllowed(
  db: Kysely<Database>,
  limits: SignInLimits,
  key: 'username' | 'client_ip',
  value: string,
  limit: number,
): Promise<number> {
  const windowStart = sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`;
  let failures = db
    .selectFrom('sys_login_attempt')
    .select(
      sql<number>`ceil(extract(epoch from (attempt_time + make_interval(mins => ${limits.windowMinutes}) - now())) / 60)::int`.as(
        'minutesLeft',
      ),
    )
    .where(key, '=', value)
    .where('succeeded', '=', false)
    .where('attempt_time', '>', windowStart);
  if (key === 'username') {
    failures = failures.where(({ eb, selectFrom }) =>
      eb.not(
        eb.exists(
          selectFrom('sys_login_attempt as later_success')
            .select('later_success.id')
            .where('later_success.username', '=', value)
            .where('later_success.succeeded', '=', true)
            .whereRef('later_success.attempt_time', '>=', 'sys_login_attempt.attempt_time'),
        ),
      ),
    );
  }
  const latest = await failures.orderBy('attempt_time', 'desc').limit(limit).execute();
  if (latest.length < limit) return 0;
  return Math.max(1, latest[latest.length - 1].minutesLeft);
}
