// Unpaid orders close on timeout: a job every minute (one at a time across processes) closes
// the orders unpaid for UNPAID_MINUTES, each in its own short transaction under the row's
// lock (closeOrder moves only an order still unpaid, so a payment that got there first wins).
// It works from the table, so what fell due while no process ran is closed at the next start.
// A valid callback that comes later still credits the order (payOrder: paid late).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';
import { announceOrder, closeOrder, ORDER_STATUS } from '../../domain/deals';
import { UNPAID_MINUTES } from './app-purchase.service';

const BATCH = 200;

/** Closes the orders unpaid since before `now` less UNPAID_MINUTES; answers how many. */
export async function closeUnpaidOrders(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const scope = await everyProjectScope(db);
  const due = new Date(now.getTime() - UNPAID_MINUTES * 60_000);
  let closed = 0;
  for (let after = 0; ;) {
    const batch = await projectRows(db, scope)
      .read('topup_order')
      .select('id')
      .where('status', '=', ORDER_STATUS.unpaid)
      .where('create_time', '<=', due)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!batch.length) return closed;
    for (const { id } of batch) {
      after = id;
      const done = await db.transaction().execute(async (trx) => {
        const rows = projectRows(trx, scope);
        if (!(await closeOrder(rows, { id }, now))) return false;
        const order = await rows
          .read('topup_order')
          .select(['id', 'project_code', 'order_no', 'status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await announceOrder(trx, order);
        return true;
      });
      if (done) closed += 1;
    }
  }
}

/** Every minute; a minute whose run is still going adds none (exclusive). `orderTimeout: false`: tests drive it. */
export const orderTimeoutJob = defineJob({
  name: 'app-purchase.close-unpaid',
  policy: 'exclusive',
  schedule: { cron: '* * * * *' },
  retry: { limit: 0 },
  runsHere: (settings) => settings.orderTimeout !== false,
  run: async (_job, { db }) => ({ closed: await closeUnpaidOrders(db) }),
});
