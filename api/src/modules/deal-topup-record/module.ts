import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { topupRecordExport } from './deal-topup-record.export';
import { dealTopupRecordRoutes } from './deal-topup-record.routes';
import { seedOrders } from './deal-topup-record.seed';

// Top-up orders (/deal/topup-record): the list with its totals, one order's history, the
// refund and the coin liability; and the demo orders, purchases of the seeded packages.
export default {
  screens: ['deal:topup-record'],
  routes: (api, { db }) => dealTopupRecordRoutes(api, db),
  exports: [topupRecordExport],
  seed: {
    after: ['deal-package'],
    tables: ['topup_order', 'topup_order_event', 'topup_order_day', 'wallet', 'wallet_ledger', 'wallet_grant'],
    async run(db, { projects, now, size }) {
      const admin = await db
        .selectFrom('sys_user')
        .select(['id', 'name'])
        .where('username', '=', 'admin')
        .executeTakeFirst();
      let orders = 0;
      // each project's own random sequence, so the orders change nothing the other generators draw
      for (const { code, index } of projects)
        orders += await seedOrders(db, new Random(20261201 + index), code, now, size, admin ?? null);
      return { orders };
    },
  },
} satisfies ApiModule;
