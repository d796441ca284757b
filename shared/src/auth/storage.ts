// Where a session survives a reload: the token for the browser, the chosen
// project for this tab only. Storage can be unavailable (private mode, tests): never throw.
export const TOKEN_STORAGE_KEY = 'token';
export const PROJECT_STORAGE_KEY = 'projectCode';

export function readStoredToken(): string | null {
  return safely(() => localStorage.getItem(TOKEN_STORAGE_KEY));
}

export function readStoredProject(): string | null {
  return safely(() => sessionStorage.getItem(PROJECT_STORAGE_KEY));
}

export function storeToken(token: string | null): void {
  safely(() => (token ? localStorage.setItem(TOKEN_STORAGE_KEY, token) : localStorage.removeItem(TOKEN_STORAGE_KEY)));
}

/**
 * Forgets the token this tab is dropping, and only that one: when another tab has signed in
 * since, its token is the browser's now, and signing this tab out must not sign that one out.
 */
export function forgetToken(dropped: string | null): void {
  safely(() => {
    if (localStorage.getItem(TOKEN_STORAGE_KEY) === dropped) localStorage.removeItem(TOKEN_STORAGE_KEY);
  });
}

export function storeProject(code: string | null): void {
  safely(() =>
    code ? sessionStorage.setItem(PROJECT_STORAGE_KEY, code) : sessionStorage.removeItem(PROJECT_STORAGE_KEY),
  );
}

function safely<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}
