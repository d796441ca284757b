// The release id of the live product (/version.txt). It changes whenever the host or the
// registry changes, so a remote's release or rollback changes it too.

/** The local-storage key the version is kept under. */
export const VERSION_STORAGE_KEY = 'version';
export const VERSION_URL = '/version.txt';

// A release id is short and plain (scripts/lib/releases.mjs writes 16 hex digits). Anything
// else, say an HTML error page of a proxy, is not a version.
const RELEASE_ID = /^[\w.+-]{1,100}$/;

/** Reads the live version past every cache; null when it cannot be read (offline, 404, 5xx). */
export async function fetchLiveVersion(): Promise<string | null> {
  try {
    const bust = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const response = await fetch(`${VERSION_URL}?t=${bust}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    return RELEASE_ID.test(text) ? text : null;
  } catch {
    return null;
  }
}

export function storeVersion(version: string): void {
  try {
    localStorage.setItem(VERSION_STORAGE_KEY, version);
  } catch {
    // storage full or disabled: the check still works within this page
  }
}
