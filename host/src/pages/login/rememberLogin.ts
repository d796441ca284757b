// "Remember password" keeps the username here and leaves the password to the browser's
// password manager (the inputs carry autocomplete hints): a password never sits in
// localStorage where any script on the origin could read it.
const KEY = 'loginParams';

export function rememberedUsername(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { username?: unknown } | null;
    return typeof stored?.username === 'string' ? stored.username : null;
  } catch {
    return null;
  }
}

export function rememberUsername(username: string) {
  localStorage.setItem(KEY, JSON.stringify({ username }));
}

export function forgetUsername() {
  localStorage.removeItem(KEY);
}
