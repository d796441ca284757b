import type { ApiModule } from '../../platform/modules';
import { userRoutes } from './user.routes';

// the navbar's user settings: the signed-in user's own profile and password, of no screen
export default {
  screens: [],
  routes: (api, { db, passwords, signInLimits }) => userRoutes(api, { db, passwords, signInLimits }),
} satisfies ApiModule;
