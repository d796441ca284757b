// A runtime plugin of the host's federation (scripts/webpack/create-config.js). On a page the
// login island started (pages/login/island.tsx), React and ReactDOM are already running, the
// island's: the app and every remote run on them too, rather than download and start a second copy
// (one React on the page, as the share scope's singletons promise). Any other visit is untouched.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Offer = { version?: string; get?: unknown; lib?: () => unknown; loaded?: boolean };

export default function islandShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'login-island-shares',
    beforeInit(args) {
      const island = typeof window === 'undefined' ? undefined : window.backofficeLoginIsland;
      const shared = args.userOptions.shared as Record<string, Offer | Offer[]> | undefined;
      if (!island?.shares || !shared) return args;
      for (const [name, { version, module }] of Object.entries(island.shares)) {
        for (const offer of [shared[name] ?? []].flat()) {
          if (offer.version !== version) continue; // only the very version this build provides
          delete offer.get;
          offer.lib = () => module;
          offer.loaded = true;
        }
      }
      return args;
    },
  };
}
