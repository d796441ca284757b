import type { ApiModule } from '../../platform/modules';
import { authRoutes } from './auth.routes';

// sign-in, sign-out and getInfo: before any screen
export default {
  screens: [],
  routes: (api, { db, passwords, signInLimits, tokenTtlHours }) =>
    authRoutes(api, { db, passwords, signInLimits, tokenTtlHours }),
} satisfies ApiModule;
