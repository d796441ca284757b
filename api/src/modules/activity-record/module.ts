import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { activityRecordExport } from './activity-record.export';
import { activityRecordRoutes } from './activity-record.routes';
import { seedActivityRecords } from './activity-record.seed';

// Activity records (/activity/record, hidden): the per-user records of every activity, their
// export, and the system compensation granted from the screen; the demo records of the
// activities the other steps seeded (and the compensation activities themselves).
export default {
  screens: ['activity:record'],
  routes: (api, { db }) => activityRecordRoutes(api, db),
  exports: [activityRecordExport],
  seed: {
    after: ['activity-list', 'activity-drawprize'],
    tables: ['activity', 'activity_record', 'activity_checkin', 'wallet', 'wallet_ledger', 'wallet_grant'],
    async run(db, { projects, now, size }) {
      let records = 0;
      for (const { code, index } of projects)
        records += await seedActivityRecords(db, new Random(20261127 + index), code, now, size);
      return { activityRecords: records };
    },
  },
} satisfies ApiModule;
