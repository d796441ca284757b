// The run-time registry (/remotes.json): which version of each remote is live, where
// its manifest is, and which URL prefixes it serves. Only the release scripts write it;
// the host reads it at start and registers every remote without loading any.
import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  version: string;
  manifest: string;
  prefixes: string[];
}

export interface Registry {
  remotes: Record<string, Omit<RemoteEntry, 'name'>>;
}

let registryLoad: Promise<RemoteEntry[]> | null = null;

function toEntries(registry: Registry): RemoteEntry[] {
  return Object.entries(registry.remotes ?? {}).map(([name, entry]) => ({ name, ...entry }));
}

/** Fetches the registry (never from cache) and registers its remotes; once per page load. */
export function loadRegistry(): Promise<RemoteEntry[]> {
  registryLoad ??= fetch(`/remotes.json`, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
      return response.json() as Promise<Registry>;
    })
    .then((registry) => {
      const entries = toEntries(registry);
      registerRemotes(entries.map(({ name, manifest }) => ({ name, entry: manifest })));
      return entries;
    })
    .catch((error) => {
      registryLoad = null; // the next navigation tries again
      throw error;
    });
  return registryLoad;
}

/** The remote serving a location, by the location's first path segment. */
export function remoteForPath(entries: RemoteEntry[], pathname: string): RemoteEntry | undefined {
  const [firstSegment] = pathname.replace(/^\/+/, '').split('/');
  return entries.find((entry) => entry.prefixes.includes(firstSegment));
}

/** Registers a remote again, dropping what the runtime cached of a failed load. */
export function forgetRemote(entry: RemoteEntry) {
  registerRemotes([{ name: entry.name, entry: entry.manifest }], { force: true });
}

/** Reads the registry again on next need (after a release switched versions, and in tests). */
export function forgetRegistry() {
  registryLoad = null;
}
