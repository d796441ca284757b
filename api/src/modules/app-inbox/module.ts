import { Random } from '../../db/seed/random';
import type { ApiModule } from '../../platform/modules';
import { readInbox } from './app-inbox.scenarios';
import { appInboxRoutes } from './app-inbox.routes';
import { seedInbox } from './app-inbox.seed';

// App users' inboxes: their messages and reading them (/app-api/, no staff screen). Promotion
// sends and customer-service replies write app_message later.
export default {
  screens: [],
  appRoutes: (app, { db }) => appInboxRoutes(app, db),
  scenarios: [readInbox],
  seed: {
    tables: ['app_message'],
    async run(db, { projects, now }) {
      let messages = 0;
      for (const { code, index } of projects) messages += await seedInbox(db, new Random(20261101 + index), code, now);
      return { inboxMessages: messages };
    },
  },
} satisfies ApiModule;
