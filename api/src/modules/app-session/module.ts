import { appApiSettings } from '../../platform/appApi';
import type { ApiModule } from '../../platform/modules';
import { appSessionCleanupJob } from './app-session.cleanup';
import { signInAgain } from './app-session.scenarios';
import { appSessionRoutes } from './app-session.routes';
import { seedAppKeys } from './app-session.seed';

// The app users' sign-in (by device), who is signed in, and sign-out: /app-api/, no staff screen.
export default {
  screens: [],
  appRoutes: (app, { db, settings }) => appSessionRoutes(app, db, appApiSettings(settings).tokenTtlHours),
  scenarios: [signInAgain],
  jobs: [appSessionCleanupJob],
  seed: {
    tables: ['sys_project'],
    run: async (db, { projects }) => ({
      appKeys: await seedAppKeys(
        db,
        projects.map((project) => project.code),
      ),
    }),
  },
} satisfies ApiModule;
