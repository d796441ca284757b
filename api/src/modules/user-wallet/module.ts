import type { ApiModule } from '../../platform/modules';
import { bonusExpiryJob } from './user-wallet.expiry';
import { userWalletRoutes } from './user-wallet.routes';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the job that writes off expired bonus every minute; false leaves it to the caller (tests drive it) */
    bonusExpiry?: boolean;
  }
}

// the app users' wallets: the users screen's wallet button (user:list's permissions)
export default {
  screens: [],
  routes: (api, { db }) => userWalletRoutes(api, db),
  jobs: [bonusExpiryJob],
} satisfies ApiModule;
