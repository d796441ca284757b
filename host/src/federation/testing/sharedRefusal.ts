// The real federation runtime (not a copy of its message) between a host providing a shared
// package at one version, already loaded, and a remote sharing it as the build does
// (scripts/webpack/shared-modules.js: a singleton requiring ^<the version it was built on>).
import { createInstance } from '@module-federation/enhanced/runtime';

let instances = 0;

export interface ShareCase {
  provided: string;
  built: string;
  module?: string;
  strict?: boolean;
}

/**
 * What the remote gets for `module` when the host provides `provided` and the remote was built on
 * `built`, asked for as the remote's webpack runtime asks (webpack-bundler-runtime consumes: the
 * build's share config as customShareInfo). The remote brings its own copy of the package only;
 * its entries (@backoffice/shared/list) are `import: false` there.
 */
export async function loadAsRemote({ provided, built, module = '@backoffice/shared', strict = true }: ShareCase) {
  instances += 1;
  const shareConfig = (version: string) => ({ singleton: true, strictVersion: strict, requiredVersion: `^${version}` });
  const host = createInstance({
    name: `host_${instances}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [module]: { version: provided, lib: () => ({ copy: `host ${provided}` }), shareConfig: shareConfig(provided) },
    },
  });
  const ownCopy = module === '@backoffice/shared';
  const remote = createInstance({
    name: `dashboard_${instances}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: ownCopy
      ? {
          [module]: {
            version: built,
            get: async () => () => ({ copy: `remote ${built}` }),
            shareConfig: shareConfig(built),
          },
        }
      : {},
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default);
  const factory = await remote.loadShare<{ copy: string }>(module, {
    customShareInfo: { scope: ['default'], shareConfig: { ...shareConfig(built), eager: false } },
  });
  return factory ? factory() : null;
}

/** The error the runtime refuses such a remote with; fails when it does not refuse. */
export async function refusalOf(share: ShareCase): Promise<Error> {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await loadAsRemote(share);
  } catch (error) {
    return error as Error;
  } finally {
    warn.mockRestore();
  }
  throw new Error(`the runtime did not refuse ${JSON.stringify(share)}`);
}
