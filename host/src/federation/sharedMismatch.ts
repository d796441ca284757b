// A remote refused because it was built against another @backoffice/shared than this shell
// provides. scripts/webpack/shared-modules.js shares it (and its entries) as strict singletons,
// so the federation runtime throws from the remote's import of it instead of running the remote
// on the shell's copy (@module-federation/runtime-core, getRegisteredShare), with:
//   [ Federation Runtime ]: Version 0.1.0 from host of shared singleton module @backoffice/shared
//   does not satisfy the requirement of dashboard which needs ^0.2.0)
// It reaches the host as the rejection of loadRemote (the remote's routes import shared) or of
// a page's lazy chunk (a page importing an entry, e.g. @backoffice/shared/list).
// sharedMismatch.test.ts takes this message from the real runtime, so a runtime upgrade that
// rewords it fails there rather than in front of a user.

export interface SharedMismatch {
  /** The package refused: @backoffice/shared or one of its entries (@backoffice/shared/list). */
  module: string;
  /** The version this shell provides. */
  provided: string;
  /** The version the remote was built against (its requirement without the range sign). */
  built: string;
  /** The remote is newer than the shell (else it is older, from before a breaking change). */
  remoteNewer: boolean;
}

const REFUSAL =
  /Version (\S+) from \S* ?of shared singleton module (@backoffice\/shared(?:\/[\w./-]+)?) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/** The mismatch an error (or an error it was caused by) reports; null for any other failure. */
export function sharedMismatch(error: unknown): SharedMismatch | null {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : '';
    const match = REFUSAL.exec(message);
    if (match) {
      const [, provided, module, required] = match;
      const built = required.replace(/^[\^~>=<v\s]+/, '');
      return { module, provided, built, remoteNewer: compareVersions(built, provided) > 0 };
    }
  }
  return null;
}

/** Compares major, minor and patch as numbers (0.10.0 is after 0.9.0); prerelease tags are ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .split(/[-+]/)[0]
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
