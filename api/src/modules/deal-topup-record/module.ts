import type { ApiModule } from '../../platform/modules';
import { topupRecordExport } from './deal-topup-record.export';
import { dealTopupRecordRoutes } from './deal-topup-record.routes';

// Top-up orders (/deal/topup-record): the list with its totals, one order's history, the
// refund and the coin liability.
export default {
  screens: ['deal:topup-record'],
  routes: (api, { db }) => dealTopupRecordRoutes(api, db),
  exports: [topupRecordExport],
} satisfies ApiModule;
