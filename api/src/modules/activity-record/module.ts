import type { ApiModule } from '../../platform/modules';
import { activityRecordRoutes } from './activity-record.routes';
import { seedActivityRecord } from './activity-record.seed';

export default {
  screens: ['activity:record'],
  routes: (api, { db }) => activityRecordRoutes(api, db),
  seed: {
    tables: ['activity_record_stub'],
    async run(db, { projects }) {
      return { activityRecord: await seedActivityRecord(db, projects) };
    },
  },
} satisfies ApiModule;
